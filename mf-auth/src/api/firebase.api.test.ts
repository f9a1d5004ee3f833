import { ApiError } from '@site/shared';
import { FirebaseCheckStopped, firebaseStep } from './firebase.api';

const failing = (code: string) => () => Promise.reject(Object.assign(new Error(code), { code }));

describe('firebaseStep (product-rules 4/8)', () => {
  test('a result passes through', async () => {
    await expect(firebaseStep(() => Promise.resolve('id-token'))).resolves.toBe('id-token');
  });

  test('failures the user must act on become the API error keys the catalogue translates', async () => {
    for (const [code, key] of [
      ['auth/invalid-verification-code', 'verification.code.error'],
      ['auth/code-expired', 'verification.code.error'],
      ['auth/invalid-phone-number', 'format.mobile'],
      ['auth/too-many-requests', 'rate.limited'],
      ['auth/network-request-failed', 'network.offline'],
    ]) {
      const error = await firebaseStep(failing(code)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).errorCode).toBe(key);
    }
  });

  test('any other failure stops silently', async () => {
    for (const code of ['auth/popup-closed-by-user', 'auth/captcha-check-failed', 'auth/internal-error', 'unknown']) {
      await expect(firebaseStep(failing(code))).rejects.toBeInstanceOf(FirebaseCheckStopped);
    }
    await expect(firebaseStep(() => Promise.reject(new Error('no code')))).rejects.toBeInstanceOf(FirebaseCheckStopped);
  });
});
