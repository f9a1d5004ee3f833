import type { Db, Queryable } from '../db/db';
import type { Merchant } from '../system/merchant.repository';
import { checkCode, phoneKey, spendCode } from './sms.service';
import { checkFirebasePhone } from './firebase-login';

/**
 * The phone's proof, checked but not spent: a Firebase phone ID token when one is sent (the Firebase SMS
 * channel), else our SMS code. spend() uses it up, inside the transaction of what it proves.
 */
export async function checkPhoneProof(
  db: Db,
  merchant: Merchant,
  purpose: 'register' | 'reset',
  dialing: string,
  mobile: string,
  input: { verificationCode?: string; firebaseIdToken?: string },
): Promise<{ spend(tx: Queryable): Promise<void> }> {
  if (input.firebaseIdToken) return checkFirebasePhone(db, merchant, input.firebaseIdToken, dialing, mobile);
  const codeId = await checkCode(db, merchant.code, phoneKey(dialing, mobile), purpose, String(input.verificationCode ?? ''));
  return { spend: (tx) => spendCode(tx, codeId) };
}
