import fc from 'fast-check';
import { encryptBody } from './body-encryption';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerUser } from '../../test/auth';

/**
 * 1,000 random payloads per auth endpoint from a property-based generator, with no 500
 * and no state change. Every call comes from its own random IP so the per-IP rate limits do not hide the
 * validation behind a 429 (the limits have their own test in auth.test.ts).
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 1000);

/** Domain state a refused request must leave alone (rate counters and captchas are bookkeeping, not domain state). */
async function domainState(t: TestApp): Promise<string> {
  const [row] = await t.db.query<Record<string, string>>(
    `SELECT (SELECT count(*) FROM members)::text AS members,
            (SELECT count(*) FROM sessions WHERE revoked_at IS NULL)::text AS sessions,
            (SELECT count(*) FROM sms_codes)::text AS sms_codes,
            (SELECT count(*) FROM sms_codes WHERE used_at IS NOT NULL)::text AS sms_used,
            (SELECT count(*) FROM message_outbox)::text AS outbox,
            (SELECT count(*) FROM remember_tokens WHERE revoked_at IS NULL)::text AS remember,
            (SELECT count(*) FROM affiliate_codes)::text AS affiliates,
            (SELECT coalesce(string_agg(md5(password_hash || coalesce(nickname, '') || coalesce(email, '') || coalesce(payee_name, '') || status), ',' ORDER BY id), '') FROM members) AS members_digest`,
  );
  return JSON.stringify(row);
}

/** Values of every JSON type and the edge cases forms meet: empty, huge, unicode, numbers as strings. */
const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'a'.repeat(300),
    'x'.repeat(5000),
    '0812345678',
    '66',
    '+66',
    'abc12345',
    'TRIAL12345678',
    'ROYAL',
    '1990-02-30',
    '<script>',
    "' OR 1=1 --",
    'null',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Plausible values per field, so many payloads get past the schema into the rules (and the password hashing). */
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  type: fc.constantFrom('username', 'sms', 'remember', 'firebase'),
  username: fc.constantFrom('player01', 'TRIAL12345678', 'ab', 'Abc_1234', 'a'.repeat(17)),
  password: fc.constantFrom('abc12345', 'abcdef', '12345678', 'abc 1234'),
  confirmPassword: fc.constantFrom('abc12345', 'abc12346'),
  newPassword: fc.constantFrom('abc12345', 'new12345', 'short'),
  oldPassword: fc.constantFrom('abc12345', 'wrong123'),
  mobileNum: fc.stringMatching(/^0?[689]\d{8}$/),
  countryDialingCode: fc.constantFrom('66', '+66', '1', '0', '99999'),
  verificationCode: fc.stringMatching(/^\d{6}$/),
  captcha: fc.stringMatching(/^\d{1,3}$/),
  email: fc.constantFrom('a.b@mail.co.th', 'bad@', 'x@y.com'),
  birthday: fc.constantFrom('1990-01-01', '1899-12-31', '2999-01-01', '1990-02-30'),
  affiliateCode: fc.constantFrom('ROYAL', 'NOPE'),
  purpose: fc.constantFrom('login', 'reset', 'register'),
};
const fieldValue = (key: string) =>
  PLAUSIBLE[key] ? fc.oneof({ weight: 6, arbitrary: PLAUSIBLE[key] }, { weight: 1, arbitrary: anyValue }) : anyValue;

const payloadOf = (keys: string[]) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.record(Object.fromEntries(keys.map((k) => [k, fieldValue(k)])), { requiredKeys: [] }) },
    { weight: 1, arbitrary: anyValue },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 6 }) },
  );

const randomIp = fc
  .tuple(
    fc.integer({ min: 1, max: 223 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 1, max: 254 }),
  )
  .map((p) => p.join('.'));

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  keys: string[];
  /** Bodies travel encrypted (product-rules 7); the generator also sends plain and garbled ones. */
  encrypted?: boolean;
  query?: boolean;
  auth?: boolean;
}

const LOGIN_KEYS = [
  'type',
  'username',
  'password',
  'captcha',
  'captchaId',
  'remember',
  'rememberToken',
  'mobileNum',
  'countryDialingCode',
  'verificationCode',
  'loginDeviceId',
  'firebaseIdToken',
];
const REGISTER_KEYS = [
  'registerMethod',
  'username',
  'password',
  'confirmPassword',
  'affiliateCode',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'countryDialingCode',
  'birthday',
  'captcha',
  'captchaId',
  'verificationCode',
  'type',
  'login',
  'line',
];
const SMS_KEYS = ['mobileNum', 'mobileNo', 'countryDialingCode', 'captcha', 'captchaId', 'purpose'];

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', url: '/wps/session/login', keys: LOGIN_KEYS, encrypted: true },
  { method: 'POST', url: '/wps/member/register', keys: REGISTER_KEYS, encrypted: true },
  { method: 'POST', url: '/wps/member/register/mobile', keys: REGISTER_KEYS, encrypted: true },
  {
    method: 'POST',
    url: '/wps/member/password/verification',
    keys: ['username', 'newPassword', 'mobileNum', 'countryDialingCode', 'verificationCode', 'firebaseIdToken'],
    encrypted: true,
  },
  { method: 'POST', url: '/wps/verification/sms/noLogin', keys: SMS_KEYS },
  { method: 'POST', url: '/wps/verification/sms/register', keys: SMS_KEYS },
  { method: 'POST', url: '/wps/member/password/email', keys: ['username', 'email'] },
  { method: 'POST', url: '/wps/member/password', keys: ['oldPassword', 'newPassword', 'confirmNewPassword'], auth: true },
  { method: 'POST', url: '/wps/session/logout', keys: ['token'] },
  { method: 'GET', url: '/wps/check/username', keys: ['username'], query: true },
  { method: 'GET', url: '/wps/agent/affiliate', keys: ['code', 'domain'], query: true },
  { method: 'GET', url: '/wps/member/info', keys: ['id'], query: true },
];

const toQuery = (payload: unknown): string => {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return `?x=${encodeURIComponent(String(payload))}`;
  return `?${new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')])).toString()}`;
};

describe('auth endpoints under random input (fast-check)', () => {
  let t: TestApp;
  let publicKey: string;
  let member: { token: string; username: string; password: string };
  beforeAll(async () => {
    t = await createTestApp();
    publicKey = (await t.call({ method: 'GET', url: '/wps/session/key/rsa' })).json().value.publicKey;
    // A password no generator below produces, so no random request can be a valid password change.
    const { username, password } = await registerUser(t, { password: 'Zq9-only-mine', confirmPassword: 'Zq9-only-mine' });
    const login = encryptBody(publicKey, { type: 'username', username, password });
    const token = (
      await t.call({ method: 'POST', url: '/wps/session/login', payload: login.body, headers: { encryption: login.header } })
    ).json().value.token;
    member = { token, username, password };
  }, 60_000);
  afterAll(() => t.close());

  for (const endpoint of ENDPOINTS) {
    test(`${endpoint.method} ${endpoint.url}: ${RUNS} random payloads, no 500, no state change`, async () => {
      const before = await domainState(t);
      const mode = endpoint.encrypted ? fc.constantFrom('encrypted', 'encrypted', 'plain', 'garbled') : fc.constant('plain');
      const statuses = new Map<number, number>();
      const codes = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(payloadOf(endpoint.keys), mode, randomIp, fc.boolean(), async (payload, how, ip, withToken) => {
          const headers: Record<string, string> = {};
          let body: unknown = payload;
          if (how === 'encrypted') {
            const sealed = encryptBody(publicKey, payload);
            headers.encryption = sealed.header;
            body = sealed.body;
          } else if (how === 'garbled') {
            headers.encryption = Buffer.from(JSON.stringify(payload) ?? 'x').toString('base64');
            body = { value: Buffer.from(`${JSON.stringify(payload)}garbage`).toString('base64') };
          }
          // Member endpoints get a wrong token half the time; the real one would let a random body through auth.
          const token = endpoint.auth && withToken ? member.token : withToken ? 'not-a-token' : undefined;
          const res = await t.call({
            method: endpoint.method,
            url: endpoint.query ? `${endpoint.url}${toQuery(payload)}` : endpoint.url,
            ...(endpoint.query ? {} : { payload: JSON.stringify(body) ?? 'null' }),
            headers: { ...headers, ...(endpoint.query ? {} : { 'content-type': 'application/json' }) },
            token,
            remoteAddress: ip,
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (process.env.PROPERTY_VERBOSE) codes.set(String(res.json().errorCode), (codes.get(String(res.json().errorCode)) ?? 0) + 1);
          expect(res.statusCode).toBeLessThan(500);
          const envelope = res.json();
          expect(typeof envelope.success).toBe('boolean');
          if (!envelope.success) expect(typeof envelope.errorCode).toBe('string');
        }),
        { numRuns: RUNS },
      );
      // Lookups answer 200 for harmless queries; nothing that writes may have succeeded by chance.
      expect(await domainState(t)).toBe(before);
      if (!endpoint.query) expect(statuses.get(200) ?? 0).toBe(0);
      if (process.env.PROPERTY_VERBOSE) console.log(endpoint.url, Object.fromEntries(statuses), Object.fromEntries(codes));
    }, 600_000);
  }

  test('profile updates: random values either are refused and change nothing, or are stored exactly', async () => {
    for (const [url, key, column] of [
      ['/wps/member/info/nickname', 'nickname', 'nickname'],
      ['/wps/member/info/email', 'email', 'email'],
      ['/wps/member/info/payeename', 'payeeName', 'payee_name'],
    ] as const) {
      await fc.assert(
        fc.asyncProperty(fc.oneof(payloadOf([key]), fc.record({ [key]: fc.string({ maxLength: 30 }) })), async (payload) => {
          const read = async () =>
            (
              await t.db.query<Record<string, string | null>>(`SELECT ${column} AS v FROM members WHERE lower(account) = lower($1)`, [
                member.username,
              ])
            )[0].v;
          const before = await read();
          const res = await t.call({
            method: 'POST',
            url,
            payload: JSON.stringify(payload) ?? 'null',
            headers: { 'content-type': 'application/json' },
            token: member.token,
            remoteAddress: '10.9.9.9',
          });
          expect(res.statusCode).toBeLessThan(500);
          const after = await read();
          if (res.statusCode === 200) expect(after).toBe(String((payload as Record<string, unknown>)[key]).trim());
          else expect(after).toBe(before);
        }),
        { numRuns: Math.ceil(RUNS / 3) },
      );
    }
  }, 600_000);
});
