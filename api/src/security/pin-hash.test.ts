import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { hashPassword } from '../session/password';
import { hashPin, setPinPepper, verifyPin } from './pin-hash';
import { verifyPaymentPassword } from './payment-password.service';
import { findPaymentPasswordHash, savePaymentPasswordHash } from './security.repository';

/** The payment PIN is an HMAC under a pepper the database does not hold (docs/accounts.md "The payment PIN's hash"). */
describe("the payment PIN's hash", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('a PIN saved through the API is stored as hmac-sha256 with its own salt, and verifies only with the pepper', async () => {
    const member = await createMember(t.db);
    const saved = await t.call({
      method: 'POST',
      url: '/wps/member/paymentPassword',
      token: member.token,
      payload: { loginPassword: member.password, newPassword: '135790', confirmPassword: '135790' },
    });
    expect(saved.json().success).toBe(true);
    const stored = (await findPaymentPasswordHash(t.db, member.id))!;
    expect(stored).toMatch(/^hmac-sha256\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('135790');
    expect(hashPin('135790')).not.toBe(stored);
    expect(await verifyPin('135790', stored, member.id)).toEqual({ right: true, rehash: false });
    expect(await verifyPin('135791', stored, member.id)).toEqual({ right: false, rehash: false });
    // Under another pepper (a stolen table without the server's secret) the right PIN does not match.
    setPinPepper('another-pepper-entirely');
    try {
      expect((await verifyPin('135790', stored, member.id)).right).toBe(false);
    } finally {
      setPinPepper(t.config.pinPepper);
    }
  });

  test('a PIN saved as scrypt before still verifies, and is saved again as an HMAC on the right try', async () => {
    const member = await createMember(t.db);
    await savePaymentPasswordHash(t.db, member.id, await hashPassword('246802'));
    expect(await verifyPaymentPassword(t.db, member.id, '000000')).toBe(false);
    expect(await findPaymentPasswordHash(t.db, member.id)).toMatch(/^scrypt\$/);
    expect(await verifyPaymentPassword(t.db, member.id, '246802')).toBe(true);
    const upgraded = (await findPaymentPasswordHash(t.db, member.id))!;
    expect(upgraded).toMatch(/^hmac-sha256\$/);
    expect(await verifyPaymentPassword(t.db, member.id, '246802')).toBe(true);
  });
});
