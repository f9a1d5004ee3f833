import { createTestApp, type TestApp } from '../../test/test-app';
import { encryptBody } from './body-encryption';
import { DEMO_MERCHANT } from '../seed/foundation.seed';
import { upsertMerchant } from '../system/merchant.repository';

const PROJECT = 'royal-win-emulator';
const seconds = () => Math.floor(Date.now() / 1000);
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** What the Firebase Auth emulator issues: an unsigned JWT with Firebase's claims. */
const emulatorToken = (sub: string, provider: string, extra: object = {}) =>
  `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: `https://securetoken.google.com/${PROJECT}`, aud: PROJECT, sub, iat: seconds() - 5, exp: seconds() + 3600, auth_time: seconds() - 5, firebase: { sign_in_provider: provider }, ...extra })}.`;

const switches = (google: boolean, facebook: boolean) =>
  DEMO_MERCHANT.whitelabel.map((n) =>
    n.modId === 'LOGIN3' ? { ...n, childrenNodes: (n.childrenNodes ?? []).map((c) => (c.modId === 'GOOGLE_LOGIN' ? { ...c, enabled: google } : c.modId === 'FACEBOOK_LOGIN' ? { ...c, enabled: facebook } : c)) } : n,
  );

describe('third-party sign-in through Firebase (emulator tokens)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A white label with firebase configured against the emulator and Google on, Facebook off.
    await upsertMerchant(t.db, { code: 'FBTEST', name: 'FB test', settings: { ...DEMO_MERCHANT.settings, firebase: { projectId: PROJECT, emulatorHost: '127.0.0.1:9099' } }, whitelabel: switches(true, false) });
  }, 60_000);
  afterAll(() => t.close());
  const as = { merchant: 'FBTEST' };
  const loginAt = async (merchant: string, payload: object) => {
    const key = (await t.call({ method: 'GET', url: '/wps/session/key/rsa' })).json().value.publicKey;
    const { header, body } = encryptBody(key, payload);
    return t.call({ method: 'POST', url: '/wps/session/login', payload: body, headers: { merchant, encryption: header } });
  };
  const firebaseLogin = (token: string, merchant = 'FBTEST') => loginAt(merchant, { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: token });

  test('config: hidden when not configured (demo), shown with the switched-on providers when configured', async () => {
    const demo = (await t.call({ method: 'GET', url: '/wps/session/firebase/config' })).json().value;
    expect(demo).toEqual({ enabled: false, providers: { google: false, facebook: false, phone: false } });
    const configured = (await t.call({ method: 'GET', url: '/wps/session/firebase/config', headers: as })).json().value;
    expect(configured).toMatchObject({ enabled: true, projectId: PROJECT, emulatorUrl: 'http://127.0.0.1:9099', providers: { google: true, facebook: false, phone: true } });
  });

  test('a Google identity signs in, is created once and signs in again as the same member', async () => {
    const first = await firebaseLogin(emulatorToken('google-uid-1', 'google.com', { email: 'a.b@mail.co.th' }));
    expect(first.statusCode).toBe(200);
    const value = first.json().value;
    expect(value).toMatchObject({ type: 1, trail: false, userName: expect.stringMatching(/^gg_/) });
    const again = (await firebaseLogin(emulatorToken('google-uid-1', 'google.com'))).json().value;
    expect(again.id).toBe(value.id);
    const info = (await t.call({ method: 'GET', url: '/wps/member/info', token: again.token, headers: as })).json().value;
    expect(info.email).toBe('a.b@mail.co.th');
  });

  test('refused: provider switched off, merchant not configured, tampered or expired token, missing token', async () => {
    expect((await firebaseLogin(emulatorToken('fb-uid', 'facebook.com'))).json().errorCode).toBe('function.not.available');
    expect((await firebaseLogin(emulatorToken('google-uid-2', 'google.com'), 'DEMO')).json().errorCode).toBe('function.not.available');
    expect((await firebaseLogin(emulatorToken('x', 'google.com', { aud: 'other' }))).json().errorCode).toBe('user.or.token.invalid');
    expect((await firebaseLogin(emulatorToken('x', 'google.com', { exp: seconds() - 1 }))).json().errorCode).toBe('user.or.token.invalid');
    expect((await firebaseLogin('garbage')).json().errorCode).toBe('user.or.token.invalid');
    const missing = await loginAt('FBTEST', { type: 'firebase' });
    expect(missing.json().errorCode).toBe('user.or.token.invalid');
  });

  test('a Firebase phone identity signs in the member registered with that number', async () => {
    const [{ id }] = await t.db.query<{ id: number }>(
      `INSERT INTO members (merchant_code, account, password_hash, type, mobile, country_dialing_code) VALUES ('FBTEST', 'phoneowner1', 'x', 1, '812345678', '66') RETURNING id`,
    );
    const res = await firebaseLogin(emulatorToken('phone-uid-1', 'phone', { phone_number: '+66812345678' }));
    expect(res.json().value).toMatchObject({ id, userName: 'phoneowner1' });
  });
});
