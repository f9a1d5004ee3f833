import { test, expect, remoteReady } from './fixtures';
import { encryptedLogin, fillCaptcha, logout, registerByUsername, sendSmsCode, smsCode, uniqueMobile, uniqueUser } from './support/auth';

test.describe('accounts and sessions', () => {
  test('register by username, log out, log in with remember-password, reload, log in again from the remembered token', async ({
    page,
    context,
    request,
  }) => {
    const { username, password } = await registerByUsername(page, context, request);
    await logout(page);

    await page.getByTestId('bar-login').click();
    const form = page.getByTestId('login-form');
    await form.locator('input[name="username"]').fill(username);
    await form.locator('input[name="password"]').fill(password);
    await form.getByTestId('remember').check();
    await form.getByTestId('login-submit').click();
    await expect(page.getByTestId('member-name')).toHaveText(username);

    await page.reload();
    await remoteReady(page, 'mf-member');
    await expect(page.getByTestId('member-name')).toHaveText(username);
    await logout(page);

    // The form comes back with the username and the remembered token: no password needed.
    await page.getByTestId('bar-login').click();
    await expect(page.getByTestId('login-form').locator('input[name="username"]')).toHaveValue(username);
    await expect(page.getByTestId('remember')).toBeChecked();
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('member-name')).toHaveText(username);
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain(password);
  });

  test('register by mobile with the SMS code from the outbox', async ({ page, context, request }) => {
    const mobile = uniqueMobile();
    await page.goto('/m/register');
    const form = page.getByTestId('register-form');
    await form.getByTestId('tab-mobileNum').click();
    await form.locator('input[name="mobileNum"]').fill(mobile);
    await fillCaptcha(page, context, request, form);
    await sendSmsCode(page, form);
    await expect(form.getByTestId('sms-send')).toHaveText(/^\d+s$/);
    await form.locator('input[name="verificationCode"]').fill(await smsCode(request, `+66${mobile}`));
    await form.locator('input[name="password"]').fill('abc12345');
    await form.locator('input[name="confirmPassword"]').fill('abc12345');
    await form.getByTestId('register-submit').click();
    await expect(page.getByTestId('member-name')).toHaveText(`m66${mobile}`);
  });

  test('a failed login brings the captcha', async ({ page }) => {
    await page.goto('/m/login');
    const form = page.getByTestId('login-form');
    await form.locator('input[name="username"]').fill(uniqueUser('x'));
    await form.locator('input[name="password"]').fill('wrong12345');
    await form.getByTestId('login-submit').click();
    await expect(form.getByTestId('form-error')).toContainText('บัญชีหรือรหัสผ่านไม่ถูกต้อง');
    await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible();
    await expect(form.locator('input[name="captcha"]')).toBeVisible();
  });

  test('free play lands on home as a trial member and is refused a deposit with free_reject', async ({ page }) => {
    await page.goto('/m/trail');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('member-name')).toHaveText(/^TRIAL\d{8}$/);
    await page.getByTestId('quick-deposit').click();
    await expect(page.getByTestId('toast')).toHaveText('กรุณาเข้าสู่ระบบด้วยบัญชีจริงเพื่อใช้ฟังก์ชันนี้');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('forgot password by phone ends logged in with the new password; modify.new.old.same keeps step 2 and the code', async ({
    page,
    context,
    request,
  }) => {
    const mobile = uniqueMobile();
    // A member with a mobile number, registered by mobile.
    await page.goto('/m/register');
    const reg = page.getByTestId('register-form');
    await reg.getByTestId('tab-mobileNum').click();
    await reg.locator('input[name="mobileNum"]').fill(mobile);
    await fillCaptcha(page, context, request, reg);
    await sendSmsCode(page, reg);
    await reg.locator('input[name="verificationCode"]').fill(await smsCode(request, `+66${mobile}`));
    await reg.locator('input[name="password"]').fill('abc12345');
    await reg.locator('input[name="confirmPassword"]').fill('abc12345');
    await reg.getByTestId('register-submit').click();
    const username = `m66${mobile}`;
    await expect(page.getByTestId('member-name')).toHaveText(username);
    await logout(page);

    await page.goto('/m/forget');
    const forget = page.getByTestId('forget-phone');
    await forget.locator('input[name="username"]').fill(username);
    await forget.getByTestId('forget-next').click();
    await forget.locator('input[name="mobileNum"]').fill(mobile);
    await fillCaptcha(page, context, request, forget);
    await sendSmsCode(page, forget);
    // The countdown starts once the server has sent the code, so the outbox now holds the reset code.
    await expect(forget.getByTestId('sms-send')).toHaveText(/^\d+s$/);
    const code = await smsCode(request, `+66${mobile}`);
    await forget.locator('input[name="verificationCode"]').fill(code);
    // product-rules 4: the old password again only clears the password; step 2 and the code stay, and the code still works.
    await forget.locator('input[name="newPassword"]').fill('abc12345');
    await forget.getByTestId('forget-submit').click();
    await expect(forget.getByTestId('form-error')).toHaveText('รหัสผ่านใหม่และรหัสผ่านเดิมต้องไม่เหมือนกัน');
    await expect(forget.locator('input[name="newPassword"]')).toHaveValue('');
    await expect(forget.locator('input[name="verificationCode"]')).toHaveValue(code);
    await forget.locator('input[name="newPassword"]').fill('fresh123');
    await expect(forget.getByTestId('form-error')).toHaveCount(0);
    await forget.getByTestId('forget-submit').click();
    await expect(page.getByTestId('member-name')).toHaveText(username);
  });

  test('change password, then the old password fails; same_password prompt, other sessions end, this one stays', async ({
    page,
    context,
    request,
    browser,
  }) => {
    const { username, password } = await registerByUsername(page, context, request);
    // Another device logged in as the same member (its token, say, stolen).
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const stolen = (await encryptedLogin(other.request, username, password)).token;
    expect((await other.request.get('/wps/member/info', { headers: { authorization: stolen } })).status()).toBe(200);

    await page.goto('/m/changePsw');
    const form = page.getByTestId('change-password');
    // New equal to old: the same_password prompt (a dialog with its submit button), and nothing sent.
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/wps/member/password') && sent.push(r.url()));
    await form.locator('input[name="oldPassword"]').fill(password);
    await form.locator('input[name="newPassword"]').fill(password);
    await form.locator('input[name="confirmNewPassword"]').fill(password);
    await form.getByTestId('change-submit').click();
    const prompt = page.getByRole('alertdialog', { name: 'รหัสผ่านใหม่ต้องไม่เหมือนรหัสผ่านเดิม' });
    await expect(prompt).toBeVisible();
    expect(sent).toEqual([]);
    await prompt.getByRole('button', { name: 'ส่ง' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(form.locator('input[name="newPassword"]')).toBeFocused();
    await form.locator('input[name="newPassword"]').fill('changed123');
    await form.locator('input[name="confirmNewPassword"]').fill('changed123');
    await form.getByTestId('change-submit').click();
    await expect(page.getByTestId('toast')).toHaveText('บันทึกแล้ว');
    await expect(page).toHaveURL(/\/m\/home$/);
    // The session that made the change stays; the other device's ends.
    await expect(page.getByTestId('member-name')).toHaveText(username);
    expect((await other.request.get('/wps/member/info', { headers: { authorization: stolen } })).status()).toBe(401);
    await other.close();
    await logout(page);
    await page.getByTestId('bar-login').click();
    const login = page.getByTestId('login-form');
    await login.locator('input[name="username"]').fill(username);
    await login.locator('input[name="password"]').fill(password);
    await login.getByTestId('login-submit').click();
    await expect(login.getByTestId('form-error')).toContainText('บัญชีหรือรหัสผ่านไม่ถูกต้อง');
  });
});
