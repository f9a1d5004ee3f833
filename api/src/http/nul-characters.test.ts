import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { encryptedCall, solvedCaptcha, uniqueName } from '../../test/auth';

/**
 * PostgreSQL cannot store U+0000 in text: a NUL anywhere in a request (a payer name, a lottery numero, a username,
 * an affiliate code; in the body, the query or the path) reached the database and answered 500. One hook refuses
 * it for every route: 400 validation.failed.
 */
describe('a NUL character in any text field was a 500: 400 validation.failed for every route', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await createMember(t.db)).token;
  });
  afterAll(() => t.close());

  const OPS = () => ({ authorization: `Bearer ${t.config.operatorToken}` });
  const refused = (res: { statusCode: number; json(): unknown }) => ({ status: res.statusCode, body: res.json() });
  const REFUSAL = { status: 400, body: expect.objectContaining({ success: false, errorCode: 'validation.failed' }) };

  /** Requests that each carry `text` somewhere a player or an operator can put it. */
  const requests = (text: string) =>
    [
      [
        'deposit payer name (body)',
        () =>
          t.call({
            method: 'POST',
            url: '/wps/wallets/deposit',
            token,
            payload: { channel: 'MANUAL_BANK', amount: 10000, idempotencyKey: uniqueName('k'), payerName: text },
          }),
      ],
      [
        'lottery numero (body)',
        () =>
          t.call({
            method: 'POST',
            url: '/lgw/orders/betting',
            token,
            payload: {
              gameId: 'TH1M',
              currentNumero: text,
              betCartAmountSum: 1000,
              bettingSlipString: '[{"playCode":"DE2","content":"05","unitAmount":1000}]',
            },
          }),
      ],
      [
        'lottery order number (query)',
        () => t.call({ method: 'GET', url: `/lgw/orders/detail?orderNo=${encodeURIComponent(text)}`, token }),
      ],
      ['deposit order number (path)', () => t.call({ method: 'GET', url: `/wps/wallets/deposit/${encodeURIComponent(text)}`, token })],
      [
        'outbox recipient (operator query)',
        () => t.call({ method: 'GET', url: `/ops/outbox?recipient=${encodeURIComponent(text)}`, headers: OPS() }),
      ],
      [
        'inbox message (operator body)',
        () => t.call({ method: 'POST', url: '/ops/inbox/messages', headers: OPS(), payload: { title: 'Hello', content: text } }),
      ],
      [
        'username (encrypted register body)',
        async () =>
          encryptedCall(t, 'POST', '/wps/member/register', {
            username: text,
            password: 'abc12345',
            confirmPassword: 'abc12345',
            ...(await solvedCaptcha(t)),
          }),
      ],
      [
        'affiliate code (encrypted register body)',
        async () =>
          encryptedCall(t, 'POST', '/wps/member/register', {
            username: uniqueName(),
            password: 'abc12345',
            confirmPassword: 'abc12345',
            affiliateCode: text,
            ...(await solvedCaptcha(t)),
          }),
      ],
      ['nested key (body)', () => t.call({ method: 'POST', url: '/wps/inbox/messages/read', token, payload: { [text]: true } })],
    ] as const;

  test.each(requests('Somchai\u0000Jaidee').map(([name, send]) => [name, send]))('%s', async (_name, send) => {
    expect(refused(await send())).toEqual(REFUSAL);
  });

  test('any string with a NUL, anywhere in those requests, is refused the same way', async () => {
    const withNul = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`);
    await fc.assert(
      fc.asyncProperty(withNul, fc.integer({ min: 0, max: requests('').length - 1 }), async (text, which) => {
        // Each run as a new client: the registration routes take 10 requests an hour per IP, refused ones included.
        await t.resetRateLimits();
        const [, send] = requests(text)[which];
        expect(refused(await send())).toEqual(REFUSAL);
      }),
      { numRuns: 40 },
    );
  });

  test('text without NUL still goes through (the payer name reaches the deposit)', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/wps/wallets/deposit',
      token,
      payload: { channel: 'MANUAL_BANK', amount: 10000, idempotencyKey: uniqueName('k'), payerName: 'Somchai Jaidee' },
    });
    expect(res.json()).toMatchObject({ success: true });
  });
});
