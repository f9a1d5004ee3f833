import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearFirebaseKeyCache, firebaseConfigFromEnv, verifyFirebaseIdToken, type FirebaseConfig } from './firebase-token';

const PROJECT = 'royal-win-test';
const now = Date.UTC(2026, 10, 23, 8, 0, 0);
const seconds = Math.floor(now / 1000);
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

// A locally made key pair stands in for Google's signing key; the public half is served from a key file,
// the same {kid: x509 PEM} shape Google's securetoken endpoint serves.
const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const certLike = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const keysFile = path.join(os.tmpdir(), `firebase-keys-${process.pid}.json`);
fs.writeFileSync(keysFile, JSON.stringify({ kid1: certLike }));

const claims = (extra: object = {}) => ({
  iss: `https://securetoken.google.com/${PROJECT}`,
  aud: PROJECT,
  sub: 'uid-123',
  iat: seconds - 10,
  exp: seconds + 3600,
  auth_time: seconds - 10,
  phone_number: '+66812345678',
  firebase: { sign_in_provider: 'phone' },
  ...extra,
});

function signed(payload: object, header: object = { alg: 'RS256', kid: 'kid1', typ: 'JWT' }, key = privateKey): string {
  const head = `${b64(header)}.${b64(payload)}`;
  return `${head}.${crypto.sign('RSA-SHA256', Buffer.from(head), key).toString('base64url')}`;
}
const unsigned = (payload: object) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;

const config: FirebaseConfig = {
  projectId: PROJECT,
  emulatorHost: null,
  publicKeysFile: keysFile,
  publicKeysUrl: 'http://unused',
  production: false,
};
const code = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { errorCode?: string }) => e.errorCode,
  );

describe('Firebase ID token verification', () => {
  beforeEach(() => clearFirebaseKeyCache());
  afterAll(() => fs.rmSync(keysFile, { force: true }));

  test('not configured: function.not.available', async () => {
    expect(firebaseConfigFromEnv({})).toBeNull();
    expect(await code(verifyFirebaseIdToken(null, signed(claims()), now))).toBe('function.not.available');
  });

  test('a token signed with the configured key passes and yields the identity', async () => {
    await expect(verifyFirebaseIdToken(config, signed(claims()), now)).resolves.toEqual({
      uid: 'uid-123',
      provider: 'phone',
      phoneNumber: '+66812345678',
      email: null,
      authTime: seconds - 10,
    });
  });

  test('wrong key, unknown kid, tampered claims, wrong audience or issuer, expired: user.or.token.invalid', async () => {
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const good = signed(claims());
    const [h, , s] = good.split('.');
    for (const token of [
      signed(claims(), undefined, other),
      signed(claims(), { alg: 'RS256', kid: 'kid9' }),
      `${h}.${b64(claims({ sub: 'someone-else' }))}.${s}`,
      signed(claims({ aud: 'other-project' })),
      signed(claims({ iss: 'https://evil.example/' })),
      signed(claims({ exp: seconds - 1 })),
      signed(claims({ iat: seconds + 3600 })),
      signed(claims({ sub: '' })),
      signed(claims(), { alg: 'HS256', kid: 'kid1' }),
      'not.a.token',
      'abc',
    ]) {
      expect(await code(verifyFirebaseIdToken(config, token, now))).toBe('user.or.token.invalid');
    }
  });

  test('unsigned emulator tokens only when an emulator is configured, and never in production', async () => {
    const token = unsigned(claims({ firebase: { sign_in_provider: 'google.com' }, email: 'a@b.co' }));
    expect(await code(verifyFirebaseIdToken(config, token, now))).toBe('user.or.token.invalid');
    const emulator = { ...config, emulatorHost: '127.0.0.1:9099' };
    await expect(verifyFirebaseIdToken(emulator, token, now)).resolves.toMatchObject({ provider: 'google.com', email: 'a@b.co' });
    expect(await code(verifyFirebaseIdToken({ ...emulator, production: true }, token, now))).toBe('user.or.token.invalid');
  });

  test('an unreachable key source answers system.busy, not a crash', async () => {
    const unreachable = { ...config, publicKeysFile: path.join(os.tmpdir(), 'no-such-keys.json') };
    expect(await code(verifyFirebaseIdToken(unreachable, signed(claims()), now))).toBe('system.busy');
  });
});
