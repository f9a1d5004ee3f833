import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { findBankCard, MAX_BANK_CARDS } from './bank-card.service';
import { verifyPaymentPassword } from './payment-password.service';
import { MAX_WRONG_ATTEMPTS } from './wrong-secret.service';
import sharp from 'sharp';
import { APPENDED_HTML, bombPng, dataUrl, jpegWithGps, pngWithHtml } from '../../test/image-fixtures';

/** A 1x1 PNG and the start of a JPEG: the server checks magic numbers, not names. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('security centre API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const setPin = (token: string, loginPassword: string, pin = '123456') =>
    t.call({
      method: 'POST',
      url: '/wps/member/paymentPassword',
      token,
      payload: { loginPassword, newPassword: pin, confirmPassword: pin },
    });

  const ENDPOINTS: Array<{ method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }> = [
    { method: 'GET', url: '/wps/member/hasWithdrawalPassword' },
    { method: 'GET', url: '/wps/member/securityConfig' },
    {
      method: 'POST',
      url: '/wps/member/paymentPassword',
      payload: { loginPassword: 'x', newPassword: '123456', confirmPassword: '123456' },
    },
    {
      method: 'POST',
      url: '/wps/member/paymentPassword/reset',
      payload: { loginPassword: 'x', newPassword: '123456', confirmPassword: '123456' },
    },
    { method: 'GET', url: '/wps/member/securityQuestions' },
    { method: 'GET', url: '/wps/member/customerSecurityQuestions' },
    { method: 'POST', url: '/wps/member/customerSecurityQuestions', payload: { loginPassword: 'x', answers: [] } },
    { method: 'GET', url: '/wps/member/bankCard' },
    {
      method: 'POST',
      url: '/wps/member/bankCard',
      payload: { bankCode: 'KBANK', accountNo: '1234567890', holder: 'Som Chai', paymentPassword: '123456' },
    },
    { method: 'DELETE', url: '/wps/member/bankCard/1', payload: { paymentPassword: '123456' } },
    { method: 'GET', url: '/wps/member/info/icon' },
    { method: 'POST', url: '/wps/member/info/icon', payload: { avatarId: 1 } },
  ];

  test('guests get 401 login.not.session and trial members 403 free_reject on every endpoint', async () => {
    const trial = await createMember(t.db, { type: 4, trial: true });
    for (const endpoint of ENDPOINTS) {
      const guest = await t.call(endpoint);
      expect([endpoint.url, guest.statusCode, guest.json().errorCode]).toEqual([endpoint.url, 401, 'login.not.session']);
      const refused = await t.call({ ...endpoint, token: trial.token });
      expect([endpoint.url, refused.statusCode, refused.json().errorCode]).toEqual([endpoint.url, 403, 'free_reject']);
    }
  });

  test('payment password: set with the login password, change with the old one, never stored in clear', async () => {
    const m = await createMember(t.db);
    const has = async () => (await t.call({ method: 'GET', url: '/wps/member/hasWithdrawalPassword', token: m.token })).json().value;
    expect(await has()).toBe(false);

    expect((await setPin(m.token, 'not-my-password')).json().errorCode).toBe('login.password.incorrect');
    expect((await setPin(m.token, m.password, '12345')).json().errorCode).toBe('payment.password.format');
    expect((await setPin(m.token, m.password, 'abcdef')).json().errorCode).toBe('payment.password.format');
    const mismatch = await t.call({
      method: 'POST',
      url: '/wps/member/paymentPassword',
      token: m.token,
      payload: { loginPassword: m.password, newPassword: '123456', confirmPassword: '654321' },
    });
    expect(mismatch.json().errorCode).toBe('format.confirmation');

    const set = await setPin(m.token, m.password);
    expect(set.statusCode).toBe(200);
    expect(set.json().value).toEqual({ changed: false });
    expect(await has()).toBe(true);
    const [stored] = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM member_payment_passwords WHERE member_id = $1',
      [m.id],
    );
    expect(stored.password_hash).toMatch(/^hmac-sha256\$/);
    expect(stored.password_hash).not.toContain('123456');

    // Setting again is a change: it needs the old payment password, not the login password.
    expect((await setPin(m.token, m.password, '222222')).json().errorCode).toBe('payment.password.incorrect');
    const same = await t.call({
      method: 'PUT',
      url: '/wps/member/paymentPassword',
      token: m.token,
      payload: { oldPassword: '123456', newPassword: '123456', confirmPassword: '123456' },
    });
    expect(same.json().errorCode).toBe('modify.new.old.same');
    const changed = await t.call({
      method: 'PUT',
      url: '/wps/member/paymentPassword',
      token: m.token,
      payload: { oldPassword: '123456', newPassword: '246810', confirmPassword: '246810' },
    });
    expect(changed.json().value).toEqual({ changed: true });

    expect(await verifyPaymentPassword(t.db, m.id, '246810')).toBe(true);
    expect(await verifyPaymentPassword(t.db, m.id, '123456')).toBe(false);
    const other = await createMember(t.db);
    await expect(verifyPaymentPassword(t.db, other.id, '246810')).rejects.toMatchObject({ errorCode: 'payment.password.not.set' });
  });

  test('wrong payment passwords are rate limited: after the limit even the right one is refused with 429', async () => {
    const m = await createMember(t.db);
    await setPin(m.token, m.password, '135790');
    for (let i = 0; i < MAX_WRONG_ATTEMPTS; i++) expect(await verifyPaymentPassword(t.db, m.id, '000000')).toBe(false);
    await expect(verifyPaymentPassword(t.db, m.id, '135790')).rejects.toMatchObject({ errorCode: 'rate.limited', status: 429 });
    const res = await t.call({
      method: 'PUT',
      url: '/wps/member/paymentPassword',
      token: m.token,
      payload: { oldPassword: '135790', newPassword: '111111', confirmPassword: '111111' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().errorCode).toBe('rate.limited');
    // Another member is not affected.
    const other = await createMember(t.db);
    await setPin(other.token, other.password, '135790');
    expect(await verifyPaymentPassword(t.db, other.id, '135790')).toBe(true);
  });

  test('security questions: catalogue in the request language, 2-3 distinct answers set with the login password', async () => {
    const m = await createMember(t.db);
    const en = (await t.call({ method: 'GET', url: '/wps/member/securityQuestions', token: m.token, headers: { language: 'EN' } })).json()
      .value;
    const th = (await t.call({ method: 'GET', url: '/wps/member/securityQuestions', token: m.token, headers: { language: 'TH' } })).json()
      .value;
    expect(en.length).toBeGreaterThanOrEqual(3);
    expect(en[0].question).toMatch(/school/);
    expect(th[0].question).toMatch(/โรงเรียน/);
    // api-conventions A2.3: the call's own ?language= wins over the header.
    const byQuery = (
      await t.call({ method: 'GET', url: '/wps/member/securityQuestions?language=EN', token: m.token, headers: { language: 'TH' } })
    ).json().value;
    expect(byQuery[0].question).toBe(en[0].question);

    const save = (answers: object[], loginPassword = m.password) =>
      t.call({
        method: 'POST',
        url: '/wps/member/customerSecurityQuestions',
        token: m.token,
        headers: { language: 'EN' },
        payload: { loginPassword, answers },
      });
    expect((await save([{ questionId: 1, answer: 'a' }])).json().errorCode).toBe('security.questions.invalid');
    expect(
      (
        await save([
          { questionId: 1, answer: 'a' },
          { questionId: 1, answer: 'b' },
        ])
      ).json().errorCode,
    ).toBe('security.questions.invalid');
    expect(
      (
        await save([
          { questionId: 1, answer: 'a' },
          { questionId: 999, answer: 'b' },
        ])
      ).json().errorCode,
    ).toBe('security.questions.invalid');
    expect(
      (
        await save([
          { questionId: 1, answer: '   ' },
          { questionId: 2, answer: 'b' },
        ])
      ).json().errorCode,
    ).toBe('security.questions.invalid');
    expect(
      (
        await save(
          [
            { questionId: 1, answer: 'a' },
            { questionId: 2, answer: 'b' },
          ],
          'wrong-password',
        )
      ).json().errorCode,
    ).toBe('login.password.incorrect');

    const saved = await save([
      { questionId: 1, answer: 'Wat  Pho School' },
      { questionId: 2, answer: 'Mali' },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toEqual([
      { questionId: 1, question: en[0].question },
      { questionId: 2, question: en[1].question },
    ]);
    const mine = (await t.call({ method: 'GET', url: '/wps/member/customerSecurityQuestions', token: m.token })).json().value;
    expect(JSON.stringify(mine)).not.toMatch(/Mali|answer/i);
    const config = (await t.call({ method: 'GET', url: '/wps/member/securityConfig', token: m.token })).json().value;
    expect(config).toMatchObject({ hasPaymentPassword: false, hasSecurityQuestions: true, bankCardCount: 0, maxBankCards: MAX_BANK_CARDS });
  });

  test('reset payment password: login password plus every security answer (answers compared trimmed, any case)', async () => {
    const m = await createMember(t.db);
    await setPin(m.token, m.password, '111111');
    await t.call({
      method: 'POST',
      url: '/wps/member/customerSecurityQuestions',
      token: m.token,
      payload: {
        loginPassword: m.password,
        answers: [
          { questionId: 3, answer: 'Chiang Mai' },
          { questionId: 4, answer: 'Som tam' },
        ],
      },
    });
    const reset = (payload: object) =>
      t.call({
        method: 'POST',
        url: '/wps/member/paymentPassword/reset',
        token: m.token,
        payload: { loginPassword: m.password, newPassword: '999999', confirmPassword: '999999', ...payload },
      });
    expect((await reset({ answers: [{ questionId: 3, answer: 'chiang mai' }] })).json().errorCode).toBe('security.answer.incorrect');
    expect(
      (
        await reset({
          answers: [
            { questionId: 3, answer: 'chiang mai' },
            { questionId: 4, answer: 'pad thai' },
          ],
        })
      ).json().errorCode,
    ).toBe('security.answer.incorrect');
    expect((await reset({ loginPassword: 'nope', answers: [] })).json().errorCode).toBe('login.password.incorrect');
    const done = await reset({
      answers: [
        { questionId: 3, answer: '  CHIANG   MAI ' },
        { questionId: 4, answer: 'som tam' },
      ],
    });
    expect(done.statusCode).toBe(200);
    expect(await verifyPaymentPassword(t.db, m.id, '999999')).toBe(true);
  });

  test('bank cards: payment password required, masked in lists, limit and duplicates refused, ownership checked', async () => {
    const alice = await createMember(t.db);
    const bob = await createMember(t.db);
    const add = (token: string, payload: object) =>
      t.call({
        method: 'POST',
        url: '/wps/member/bankCard',
        token,
        payload: { bankCode: 'KBANK', accountNo: '123-4-56789-0', holder: 'Alice Wong', paymentPassword: '112233', ...payload },
      });

    expect((await add(alice.token, {})).json().errorCode).toBe('payment.password.not.set');
    await setPin(alice.token, alice.password, '112233');
    await setPin(bob.token, bob.password, '445566');
    expect((await add(alice.token, { paymentPassword: '000000' })).json().errorCode).toBe('payment.password.incorrect');
    expect((await add(alice.token, { bankCode: 'NOPE' })).json().errorCode).toBe('bank.card.invalid');
    expect((await add(alice.token, { accountNo: '12ab' })).json().errorCode).toBe('bank.card.invalid');
    expect((await add(alice.token, { holder: '<script>' })).json().errorCode).toBe('format.payee.name');

    const created = await add(alice.token, {});
    expect(created.statusCode).toBe(200);
    const cardId = created.json().value.id;
    expect((await add(alice.token, {})).json().errorCode).toBe('bank.card.duplicate');

    const list = (await t.call({ method: 'GET', url: '/wps/member/bankCard', token: alice.token })).json().value;
    expect(list).toEqual([
      expect.objectContaining({ id: cardId, bankCode: 'KBANK', bankName: 'Kasikornbank', accountNo: '******7890', holder: 'Alice Wong' }),
    ]);
    expect((await t.call({ method: 'GET', url: '/wps/member/bankCard', token: bob.token })).json().value).toEqual([]);

    // The agreed interface: full number for the owner, nothing for anyone else.
    expect(await findBankCard(t.db, alice.id, cardId)).toEqual({
      id: cardId,
      bankName: 'Kasikornbank',
      accountNo: '1234567890',
      holder: 'Alice Wong',
    });
    expect(await findBankCard(t.db, bob.id, cardId)).toBeNull();

    // Bob cannot remove Alice's card, even with his own right payment password.
    const foreign = await t.call({
      method: 'DELETE',
      url: `/wps/member/bankCard/${cardId}`,
      token: bob.token,
      payload: { paymentPassword: '445566' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('bank.card.not.found');
    const wrongPin = await t.call({
      method: 'DELETE',
      url: `/wps/member/bankCard/${cardId}`,
      token: alice.token,
      payload: { paymentPassword: '999999' },
    });
    expect(wrongPin.json().errorCode).toBe('payment.password.incorrect');

    for (let i = 1; i < MAX_BANK_CARDS; i++) expect((await add(alice.token, { accountNo: `99900000${i}` })).statusCode).toBe(200);
    expect((await add(alice.token, { accountNo: '888000001' })).json().errorCode).toBe('bank.card.limit');

    const removed = await t.call({
      method: 'DELETE',
      url: `/wps/member/bankCard/${cardId}`,
      token: alice.token,
      payload: { paymentPassword: '112233' },
    });
    expect(removed.statusCode).toBe(200);
    expect(await findBankCard(t.db, alice.id, cardId)).toBeNull();
    const again = await t.call({
      method: 'DELETE',
      url: `/wps/member/bankCard/${cardId}`,
      token: alice.token,
      payload: { paymentPassword: '112233' },
    });
    expect(again.statusCode).toBe(404);
    // The same account may be bound again once removed.
    expect((await add(alice.token, {})).statusCode).toBe(200);
  });

  test('avatar: a built-in id or an uploaded png/jpg under 5 MB, checked by content; served under its key', async () => {
    const m = await createMember(t.db);
    const get = async () => (await t.call({ method: 'GET', url: '/wps/member/info/icon', token: m.token })).json().value;
    expect(await get()).toEqual({ avatarId: null, url: null });

    const save = (payload: object) => t.call({ method: 'POST', url: '/wps/member/info/icon', token: m.token, payload });
    expect((await save({ avatarId: 3 })).json().value).toEqual({ avatarId: 3, url: null });
    expect((await save({ avatarId: 99 })).json().errorCode).toBe('avatar.invalid');
    expect((await save({ image: Buffer.from('GIF89a not allowed').toString('base64') })).json().errorCode).toBe('avatar.invalid');
    expect((await save({ image: 'not base64 at all!' })).json().errorCode).toBe('avatar.invalid');
    expect((await save({})).json().errorCode).toBe('avatar.invalid');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const tooLarge = await save({ image: big.toString('base64') });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errorCode).toBe('avatar.too.large');

    const uploaded = (await save({ image: `data:image/png;base64,${PNG_1X1}` })).json().value;
    expect(uploaded.avatarId).toBeNull();
    expect(uploaded.url).toMatch(/^\/wps\/member\/info\/icon\/[A-Za-z0-9_-]{16,}$/);
    const image = await t.call({ method: 'GET', url: uploaded.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // The server's re-encoding of the upload (http/image-upload.ts): the same 1 x 1 picture.
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect((await t.call({ method: 'GET', url: '/wps/member/info/icon/AAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);

    // Choosing a built-in avatar drops the upload.
    await save({ avatarId: 5 });
    expect((await t.call({ method: 'GET', url: uploaded.url })).statusCode).toBe(404);
  });

  test('avatar: a decompression bomb is refused; HTML appended to a PNG and EXIF/GPS of a JPEG are not stored', async () => {
    const m = await createMember(t.db);
    const save = (payload: object) => t.call({ method: 'POST', url: '/wps/member/info/icon', token: m.token, payload });
    const bomb = await save({ image: dataUrl(bombPng(), 'png') });
    expect([bomb.statusCode, bomb.json().errorCode]).toEqual([413, 'upload.image.too.large']);
    expect((await t.call({ method: 'GET', url: '/wps/member/info/icon', token: m.token })).json().value).toEqual({
      avatarId: null,
      url: null,
    });

    const html = (await save({ image: dataUrl(await pngWithHtml(), 'png') })).json().value;
    const png = (await t.call({ method: 'GET', url: html.url })).rawPayload;
    expect(png.toString('latin1')).not.toContain(APPENDED_HTML);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 4, height: 3 });

    const photo = (await save({ image: dataUrl(await jpegWithGps(), 'jpeg') })).json().value;
    const jpg = await t.call({ method: 'GET', url: photo.url });
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(jpg.rawPayload).metadata();
    expect([stored.format, stored.exif, stored.width, stored.height]).toEqual(['jpeg', undefined, 20, 40]);
  });

  test('random bodies and ids on every endpoint never cause a 500', async () => {
    const m = await createMember(t.db);
    await setPin(m.token, m.password, '121212');
    const card = (
      await t.call({
        method: 'POST',
        url: '/wps/member/bankCard',
        token: m.token,
        payload: { bankCode: 'SCB', accountNo: '5550001111', holder: 'Fuzz Member', paymentPassword: '121212' },
      })
    ).json().value;
    const writes = ENDPOINTS.filter((e) => e.method !== 'GET');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes),
        fc.oneof(
          fc.anything(),
          fc.dictionary(
            fc.constantFrom(
              'loginPassword',
              'oldPassword',
              'newPassword',
              'confirmPassword',
              'paymentPassword',
              'bankCode',
              'accountNo',
              'holder',
              'avatarId',
              'image',
              'answers',
            ),
            fc.anything(),
          ),
        ),
        fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constant('1e400'), fc.constant('-1')),
        async (endpoint, payload, id) => {
          const url = endpoint.url.replace('/bankCard/1', `/bankCard/${encodeURIComponent(id)}`);
          const res = await t.call({ method: endpoint.method, url, token: m.token, payload: payload as object });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    // Nothing the fuzzer sent removed the card (it never had the payment password in the right field and id).
    expect((await findBankCard(t.db, m.id, card.id))?.accountNo).toBe('5550001111');
  });
});
