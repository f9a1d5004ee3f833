import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test/test-app';
import { encryptBody } from './body-encryption';
import { DEMO_MERCHANT } from '../seed/foundation.seed';
import { findMerchant, upsertMerchant } from '../system/merchant.repository';
import { FIREBASE_DEMO_MERCHANT, seedAuth } from './auth.seed';

const PROJECT = 'royal-win-emulator';
const seconds = () => Math.floor(Date.now() / 1000);
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
let signIns = 0;
/** What the Firebase Auth emulator issues: an unsigned JWT with Firebase's claims, a new one for each sign-in. */
const emulatorToken = (sub: string, provider: string, extra: object = {}) =>
  `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: `https://securetoken.google.com/${PROJECT}`, aud: PROJECT, sub, iat: seconds() - 5, exp: seconds() + 3600, auth_time: seconds() - 5, firebase: { sign_in_provider: provider }, test_sign_in: signIns++, ...extra })}.`;
const phoneToken = (phone: string, extra: object = {}) => emulatorToken(`phone-${phone}`, 'phone', { phone_number: phone, ...extra });

const switches = (google: boolean, facebook: boolean) =>
  DEMO_MERCHANT.whitelabel.map((n) =>
    n.modId === 'LOGIN3'
      ? {
          ...n,
          childrenNodes: (n.childrenNodes ?? []).map((c) =>
            c.modId === 'GOOGLE_LOGIN' ? { ...c, enabled: google } : c.modId === 'FACEBOOK_LOGIN' ? { ...c, enabled: facebook } : c,
          ),
        }
      : n,
  );

let mobiles = 0;
/** A fresh Thai mobile number: national digits and the E.164 form Firebase puts in its tokens. */
const freshMobile = () => {
  const national = `8${String(Date.now() % 1e6).padStart(6, '0')}${String(mobiles++ % 100).padStart(2, '0')}`;
  return { national, local: `0${national}`, e164: `+66${national}` };
};

describe('sign-in and phone verification through Firebase (emulator tokens)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // White labels configured against the emulator: Google on and Facebook off, SMS codes through Firebase (FBTEST);
    // the same without the Firebase SMS channel (FBNOSMS).
    const firebase = { projectId: PROJECT, emulatorHost: '127.0.0.1:9099' };
    await upsertMerchant(t.db, {
      code: 'FBTEST',
      name: 'FB test',
      settings: { ...DEMO_MERCHANT.settings, firebase: { ...firebase, phone: true } },
      whitelabel: switches(true, false),
    });
    await upsertMerchant(t.db, {
      code: 'FBNOSMS',
      name: 'FB no SMS',
      settings: { ...DEMO_MERCHANT.settings, firebase },
      whitelabel: switches(true, false),
    });
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => t.resetRateLimits());

  const post = async (url: string, payload: object, merchant = 'FBTEST', remoteAddress?: string) => {
    const key = (await t.call({ method: 'GET', url: '/wps/session/key/rsa' })).json().value.publicKey;
    const { header, body } = encryptBody(key, payload);
    return t.call({ method: 'POST', url, payload: body, headers: { merchant, encryption: header }, remoteAddress });
  };
  const firebaseLogin = (token: string, merchant = 'FBTEST') =>
    post('/wps/session/login', { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: token }, merchant);
  const phoneLogin = (token: string, mobile: string, extra: object = {}, merchant = 'FBTEST') =>
    post(
      '/wps/session/login',
      { type: 'firebase', firebaseChannel: 'sms', firebaseIdToken: token, firebaseMobileNo: mobile, countryDialingCode: '66', ...extra },
      merchant,
    );
  const registerMobile = (mobile: string, extra: object, merchant = 'FBTEST') =>
    post(
      '/wps/member/register/mobile',
      {
        mobileNum: mobile,
        countryDialingCode: '66',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        firebaseChannel: 'sms',
        login: true,
        ...extra,
      },
      merchant,
    );
  const resetByPhone = (mobile: string, extra: object) =>
    post('/wps/member/password/verification', {
      mobileNum: mobile,
      countryDialingCode: '66',
      newPassword: 'fresh123',
      verificationCode: '123456',
      ...extra,
    });
  const members = async () => Number((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM members'))[0].n);
  /** A member registered by mobile through the Firebase channel; answers its account name. */
  const registered = async (m: ReturnType<typeof freshMobile>) => {
    const res = await registerMobile(m.local, { firebaseIdToken: phoneToken(m.e164) });
    expect(res.statusCode).toBe(200);
    return res.json().value.session.userName as string;
  };

  test('config: hidden when not configured (demo), shown with the switched-on providers and the SMS channel when configured', async () => {
    const demo = (await t.call({ method: 'GET', url: '/wps/session/firebase/config' })).json().value;
    expect(demo).toEqual({ enabled: false, providers: { google: false, facebook: false, phone: false } });
    const configured = (await t.call({ method: 'GET', url: '/wps/session/firebase/config', headers: { merchant: 'FBTEST' } })).json().value;
    expect(configured).toMatchObject({
      enabled: true,
      projectId: PROJECT,
      emulatorUrl: 'http://127.0.0.1:9099',
      providers: { google: true, facebook: false, phone: true },
    });
    const noSms = (await t.call({ method: 'GET', url: '/wps/session/firebase/config', headers: { merchant: 'FBNOSMS' } })).json().value;
    expect(noSms.providers).toEqual({ google: true, facebook: false, phone: false });
  });

  test('a Google identity signs in, is created once and signs in again as the same member', async () => {
    const first = await firebaseLogin(emulatorToken('google-uid-1', 'google.com', { email: 'a.b@mail.co.th' }));
    expect(first.statusCode).toBe(200);
    const value = first.json().value;
    expect(value).toMatchObject({ type: 1, trail: false, userName: expect.stringMatching(/^gg_/) });
    const again = (await firebaseLogin(emulatorToken('google-uid-1', 'google.com'))).json().value;
    expect(again.id).toBe(value.id);
    const info = (await t.call({ method: 'GET', url: '/wps/member/info', token: again.token, headers: { merchant: 'FBTEST' } })).json()
      .value;
    expect(info.email).toBe('a.b@mail.co.th');
  });

  test('refused: provider switched off, merchant not configured, tampered or expired token, missing token', async () => {
    expect((await firebaseLogin(emulatorToken('fb-uid', 'facebook.com'))).json().errorCode).toBe('function.not.available');
    expect((await firebaseLogin(emulatorToken('google-uid-2', 'google.com'), 'DEMO')).json().errorCode).toBe('function.not.available');
    expect((await firebaseLogin(emulatorToken('x', 'google.com', { aud: 'other' }))).json().errorCode).toBe('user.or.token.invalid');
    expect((await firebaseLogin(emulatorToken('x', 'google.com', { exp: seconds() - 1 }))).json().errorCode).toBe('user.or.token.invalid');
    expect((await firebaseLogin('garbage')).json().errorCode).toBe('user.or.token.invalid');
    const missing = await post('/wps/session/login', { type: 'firebase' });
    expect(missing.json().errorCode).toBe('user.or.token.invalid');
    // A phone token is no Google sign-in.
    expect((await firebaseLogin(phoneToken('+66812345678'))).json().errorCode).toBe('function.not.available');
  });

  test('SMS login through Firebase: the phone token signs in the member with that number', async () => {
    const m = freshMobile();
    const userName = await registered(m);
    const res = await phoneLogin(phoneToken(m.e164), m.local);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ userName, type: 1 });
    // The national number without its trunk 0 is the same phone.
    expect((await phoneLogin(phoneToken(m.e164), m.national)).json().value.userName).toBe(userName);
  });

  test('a Firebase phone token proves the phone once, as an SMS code does', async () => {
    const m = freshMobile();
    await registered(m);
    const token = phoneToken(m.e164);
    expect((await phoneLogin(token, m.local)).statusCode).toBe(200);
    expect((await phoneLogin(token, m.local)).json().errorCode).toBe('verification.code.error');
    expect((await resetByPhone(m.local, { firebaseIdToken: token })).json().errorCode).toBe('verification.code.error');
    // Kept until the proof would be too old anyway; a new sign-in's token is a new proof.
    const [kept] = await t.db.query<{ seconds: number }>(
      'SELECT extract(epoch FROM max(expires_at) - now())::int AS seconds FROM firebase_phone_proofs',
    );
    expect(kept.seconds).toBeGreaterThan(240);
    expect(kept.seconds).toBeLessThanOrEqual(300);
    expect((await phoneLogin(phoneToken(m.e164), m.local)).statusCode).toBe(200);
  });

  test('SMS login through Firebase refused: another number, stale or expired proof, Google token, unknown number, missing fields, channel off', async () => {
    const m = freshMobile();
    await registered(m);
    const other = freshMobile();
    const code = async (res: Promise<{ statusCode: number; json(): { errorCode?: string } }>) => {
      const r = await res;
      expect(r.statusCode).toBeLessThan(500);
      return r.json().errorCode;
    };
    expect(await code(phoneLogin(phoneToken(other.e164), m.local))).toBe('verification.code.error');
    expect(await code(phoneLogin(phoneToken(m.e164), m.local, { countryDialingCode: '84' }))).toBe('verification.code.error');
    expect(await code(phoneLogin(phoneToken(m.e164, { auth_time: seconds() - 600 }), m.local))).toBe('verification.code.error');
    expect(await code(phoneLogin(phoneToken(m.e164, { auth_time: undefined }), m.local))).toBe('verification.code.error');
    expect(await code(phoneLogin(phoneToken(m.e164, { exp: seconds() - 1 }), m.local))).toBe('user.or.token.invalid');
    expect(await code(phoneLogin(emulatorToken('g', 'google.com', { phone_number: m.e164 }), m.local))).toBe('user.or.token.invalid');
    expect(await code(phoneLogin(phoneToken(other.e164), other.local))).toBe('user.not.exist.or.disabled');
    expect(await code(phoneLogin(phoneToken(m.e164), m.local, { firebaseMobileNo: undefined, countryDialingCode: undefined }))).toBe(
      'verification.code.error',
    );
    expect(
      await code(
        post('/wps/session/login', { type: 'firebase', firebaseChannel: 'sms', firebaseMobileNo: m.local, countryDialingCode: '66' }),
      ),
    ).toBe('user.or.token.invalid');
    expect(await code(phoneLogin(phoneToken(m.e164), m.local, {}, 'FBNOSMS'))).toBe('function.not.available');
    expect(await code(phoneLogin(phoneToken(m.e164), m.local, {}, 'DEMO'))).toBe('function.not.available');
  });

  test('register by mobile with a Firebase phone token; the number must match and the proof be fresh', async () => {
    const before = await members();
    const m = freshMobile();
    for (const [token, errorCode] of [
      [phoneToken(freshMobile().e164), 'verification.code.error'],
      [phoneToken(m.e164, { auth_time: seconds() - 3600 }), 'verification.code.error'],
      [phoneToken(m.e164, { exp: seconds() - 60 }), 'user.or.token.invalid'],
      [emulatorToken('g', 'google.com', { phone_number: m.e164 }), 'user.or.token.invalid'],
      ['not-a-token', 'user.or.token.invalid'],
    ]) {
      const res = await registerMobile(m.local, { firebaseIdToken: token });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().errorCode).toBe(errorCode);
    }
    // Neither a token nor a code: our SMS code check refuses it.
    expect((await registerMobile(m.local, { firebaseChannel: undefined })).json().errorCode).toBe('verification.code.error');
    expect((await registerMobile(m.local, { firebaseIdToken: phoneToken(m.e164) }, 'FBNOSMS')).json().errorCode).toBe(
      'function.not.available',
    );
    expect(await members()).toBe(before);

    const res = await registerMobile(m.local, { firebaseIdToken: phoneToken(m.e164) });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.session).toMatchObject({ userName: `m66${m.national}`, type: 1 });
    expect(await members()).toBe(before + 1);
    expect((await registerMobile(m.local, { firebaseIdToken: phoneToken(m.e164) })).json().errorCode).toBe('username.exists');
  });

  test('set password by phone with a Firebase phone token, then log in with the new password', async () => {
    const m = freshMobile();
    const userName = await registered(m);
    expect((await resetByPhone(m.local, { firebaseIdToken: phoneToken(freshMobile().e164) })).json().errorCode).toBe(
      'verification.code.error',
    );
    expect((await resetByPhone(m.local, { firebaseIdToken: phoneToken(m.e164, { auth_time: seconds() - 301 }) })).json().errorCode).toBe(
      'verification.code.error',
    );
    expect((await resetByPhone(m.local, { firebaseIdToken: phoneToken(m.e164, { exp: seconds() - 1 }) })).json().errorCode).toBe(
      'user.or.token.invalid',
    );
    const missing = await post('/wps/member/password/verification', { mobileNum: m.local, firebaseIdToken: phoneToken(m.e164) });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errorCode).toBe('validation.failed');
    // Same number, fresh proof: done; the same password again is modify.new.old.same.
    const ok = await resetByPhone(m.local, { firebaseIdToken: phoneToken(m.e164) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toEqual({ userName });
    // product-rules 4.12: modify.new.old.same leaves the Firebase proof good for the corrected password; then it is spent.
    const proof = phoneToken(m.e164);
    expect((await resetByPhone(m.local, { firebaseIdToken: proof })).json().errorCode).toBe('modify.new.old.same');
    expect((await resetByPhone(m.local, { firebaseIdToken: proof, newPassword: 'fresh456' })).statusCode).toBe(200);
    expect((await resetByPhone(m.local, { firebaseIdToken: proof, newPassword: 'fresh789' })).json().errorCode).toBe(
      'verification.code.error',
    );
    const login = await post('/wps/session/login', { type: 'username', username: userName, password: 'fresh456' });
    expect(login.json().value.userName).toBe(userName);
  });

  test('1,000 random Firebase payloads per endpoint: no 500, and a refused one changes nothing', async () => {
    const m = freshMobile();
    await registered(m);
    const RUNS = Number(process.env.PROPERTY_RUNS ?? 1000);
    const state = async () =>
      JSON.stringify(
        await t.db.query(
          `SELECT (SELECT count(*) FROM members)::text AS members, (SELECT count(*) FROM sessions)::text AS sessions,
                  (SELECT string_agg(md5(password_hash), ',' ORDER BY id) FROM members) AS passwords`,
        ),
      );
    // Emulator-shaped tokens with claims around the edges: provider, number, proof age, expiry, audience.
    const token = fc.oneof(
      fc
        .record({
          provider: fc.constantFrom('phone', 'google.com', 'facebook.com', 'password'),
          phone: fc.oneof(fc.constant(m.e164), fc.stringMatching(/^\+66[689]\d{8}$/), fc.string({ maxLength: 20 })),
          authAge: fc.integer({ min: -600, max: 7200 }),
          expiresIn: fc.integer({ min: -120, max: 3600 }),
          aud: fc.constantFrom(PROJECT, 'another-project'),
        })
        .map((c) =>
          phoneToken(c.phone, {
            firebase: { sign_in_provider: c.provider },
            auth_time: seconds() - c.authAge,
            exp: seconds() + c.expiresIn,
            aud: c.aud,
          }),
        ),
      fc.string({ maxLength: 200 }),
      fc.constant(''),
    );
    const mobile = fc.oneof(fc.constantFrom(m.local, m.national), fc.stringMatching(/^0?[689]\d{8}$/), fc.string({ maxLength: 25 }));
    const dial = fc.oneof(fc.constantFrom('66', '+66', '84'), fc.string({ maxLength: 8 }));
    const optional = { requiredKeys: [] as never[] };
    const endpoints: Array<[string, fc.Arbitrary<object>]> = [
      [
        '/wps/session/login',
        fc.record(
          {
            type: fc.constant('firebase'),
            firebaseChannel: fc.oneof(fc.constantFrom('sms', 'google', 'facebook'), fc.string({ maxLength: 40 })),
            firebaseIdToken: token,
            firebaseMobileNo: mobile,
            countryDialingCode: dial,
          },
          optional,
        ),
      ],
      [
        '/wps/member/register/mobile',
        fc.record(
          {
            mobileNum: mobile,
            countryDialingCode: dial,
            password: fc.constantFrom('abc12345', 'short'),
            confirmPassword: fc.constantFrom('abc12345', 'other123'),
            firebaseChannel: fc.constant('sms'),
            firebaseIdToken: token,
            verificationCode: fc.stringMatching(/^\d{0,10}$/),
          },
          optional,
        ),
      ],
      [
        '/wps/member/password/verification',
        fc.record(
          {
            mobileNum: mobile,
            countryDialingCode: dial,
            newPassword: fc.constantFrom('fresh123', 'abc12345', 'x'),
            verificationCode: fc.stringMatching(/^\d{0,10}$/),
            firebaseIdToken: token,
          },
          optional,
        ),
      ],
    ];
    const ip = fc
      .tuple(fc.integer({ min: 1, max: 223 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
      .map((p) => `10.${p.join('.')}`);
    for (const [url, payload] of endpoints) {
      await fc.assert(
        fc.asyncProperty(payload, ip, async (body, from) => {
          const before = await state();
          const res = await post(url, body, 'FBTEST', from);
          expect(res.statusCode).toBeLessThan(500);
          const envelope = res.json();
          if (!envelope.success) {
            expect(typeof envelope.errorCode).toBe('string');
            expect(await state()).toBe(before);
          }
        }),
        { numRuns: RUNS },
      );
    }
  }, 600_000);

  test('the Firebase demo white label is seeded only against the emulator, never in production', async () => {
    const db = t.db;
    await db.query(`DELETE FROM merchants WHERE code = 'FBDEMO'`);
    await seedAuth(db, { NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    await seedAuth(db, {});
    expect(await findMerchant(db, 'FBDEMO')).toBeNull();
    await seedAuth(db, { NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(await findMerchant(db, 'FBDEMO')).toMatchObject({ code: FIREBASE_DEMO_MERCHANT.code, settings: { firebase: { phone: true } } });
  });
});
