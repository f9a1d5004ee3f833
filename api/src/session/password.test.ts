import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { encryptedCall } from '../../test/auth';
import { hashPassword, needsRehash, PRODUCTION_SCRYPT, verifyPassword } from './password';

const OPERATOR_TOKEN = 'x'.repeat(24);
const PIN_PEPPER = 'p'.repeat(32);

describe('password hashes (OWASP scrypt parameters, upgraded at login)', () => {
  test('production parameters are OWASP scrypt (N=2^17, r=8, p=1): the default and production floor, and they hash and verify', async () => {
    expect(PRODUCTION_SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(loadConfig({ NODE_ENV: 'production', OPERATOR_TOKEN, PIN_PEPPER }).scryptLogN).toBe(17);
    expect(loadConfig({}).scryptLogN).toBe(17);
    expect(() => loadConfig({ NODE_ENV: 'production', OPERATOR_TOKEN, PIN_PEPPER, SCRYPT_LOG_N: '15' })).toThrow(/SCRYPT_LOG_N/);
    // 128 MiB of scrypt memory: past Node's default maxmem of 32 MiB, so this also proves maxmem is raised.
    const hash = await hashPassword('correct horse', null, PRODUCTION_SCRYPT);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct hors', hash)).toBe(false);
  });

  test('verify refuses malformed hashes and parameters past the cap instead of throwing', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1000$8$1$AAAA$AAAA')).toBe(false);
    expect(await verifyPassword('x', `scrypt$${2 ** 24}$8$1$AAAA$AAAA`)).toBe(false);
    expect(needsRehash('scrypt$32768$8$1$AAAA$AAAA')).toBe(true);
  });

  describe('with production parameters', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ SCRYPT_LOG_N: '17' });
    });
    afterAll(() => t.close());

    test('a hash with the former N=2^15 is upgraded to N=2^17 at the next successful login, transparently', async () => {
      const member = await createMember(t.db);
      await t.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [
        member.id,
        await hashPassword(member.password, null, { N: 2 ** 15, r: 8, p: 1 }),
      ]);
      const stored = async () =>
        (await t.db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [member.id]))[0].password_hash;
      expect(await stored()).toMatch(/^scrypt\$32768\$8\$1\$/);

      const login = (password: string) =>
        encryptedCall(t, 'POST', '/wps/session/login', { type: 'username', username: member.account, password });
      expect((await login(member.password)).statusCode).toBe(200);
      const upgraded = await stored();
      expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(needsRehash(upgraded)).toBe(false);
      expect((await login(member.password)).statusCode).toBe(200);
      expect(await stored()).toBe(upgraded);
      expect((await login('not-the-password1')).json().errorCode).toBe('login.password.incorrect');
      expect(await stored()).toBe(upgraded);
    }, 60_000);
  });
});
