// For bench/web.mjs: registers a new member through the API at argv[2], as the site's register form does (captcha,
// body sealed with the server's key, login: true), and prints the session as the site keeps it in sessionStorage
// (MC_SESSION_INFO, mf-auth's storeSession), so a page can be measured as that member sees it.
// usage: node --import tsx bench/web-member.ts <base url> <operator token>
import type { SessionInfo } from '../shared/src/session/session.store';
import type { LoginValue } from '../shared/src/contracts/session';
import { encryptBody } from '../api/src/session/body-encryption';

const [base, operatorToken] = process.argv.slice(2);
const MERCHANT = 'DEMO';

async function value<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { success: boolean; value: T; errorCode?: string };
  if (!body.success) throw new Error(`${response.url}: ${body.errorCode}`);
  return body.value;
}

async function main() {
  const headers = { merchant: MERCHANT };
  // The captcha on screen, read through the operator API as support staff would (e2e does the same).
  const captcha = await fetch(`${base}/wps/captcha`, { headers });
  const captchaId = captcha.headers.get('captcha-id') ?? '';
  const { answer } = await value<{ answer: string }>(
    await fetch(`${base}/ops/captchas/${captchaId}`, { headers: { authorization: `Bearer ${operatorToken}` } }),
  );
  const { publicKey } = await value<{ publicKey: string }>(await fetch(`${base}/wps/session/key/rsa`, { headers }));
  const userName = `bench${Date.now().toString(36)}`;
  const password = 'bench12345';
  const sealed = encryptBody(publicKey, {
    registerMethod: 'H5',
    username: userName,
    password,
    confirmPassword: password,
    captcha: answer,
    captchaId,
    login: true,
  });
  const registered = await fetch(`${base}/wps/member/register`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', encryption: sealed.header },
    body: JSON.stringify(sealed.body),
  });
  const { session } = await value<{ session: LoginValue }>(registered);
  const stored: SessionInfo = {
    token: session.token,
    merchantCode: MERCHANT,
    userName: session.userName,
    type: session.type ?? session.customerType,
    firstTimeLogin: session.firstTimeLogin,
    id: session.id,
    trail: session.trail,
  };
  process.stdout.write(JSON.stringify(stored));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
