import crypto from 'node:crypto';
import type { SystemStatus } from '@site/shared/src/contracts/system';
import { isSwitchOn } from '@site/shared/src/system/switches';
import { one, type Db, type Queryable } from '../db/db';
import { AppError } from '../http/errors';
import type { Merchant } from '../system/merchant.repository';
import { findMemberByAccount, findMemberById, findMemberByMobile, insertMember, type MemberRow } from '../member/member.repository';
import { hashPassword } from './password';
import { dialingCode, nationalNumber, phoneKey, SMS_TTL_SECONDS } from './sms.service';
import { firebaseConfigFromEnv, verifyFirebaseIdToken, type FirebaseConfig } from './firebase-token';

/**
 * Sign-in and phone verification through Firebase (product-rules 2: Facebook and Google buttons; product-rules 3: login type
 * "firebase", the register and set-password payloads' firebaseIdToken). A merchant configures it in
 * settings.firebase ({projectId, apiKey, authDomain, appId, emulatorHost, phone}) or the environment
 * (FIREBASE_PROJECT_ID, FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_APP_ID, FIREBASE_AUTH_EMULATOR_HOST,
 * FIREBASE_PHONE); Google and Facebook also need their white-label switch, and `phone` makes Firebase the
 * merchant's SMS channel (codes sent by the firebase SDK instead of /wps/verification/sms/*).
 */
interface MerchantFirebase extends Partial<FirebaseConfig> {
  apiKey?: string;
  authDomain?: string;
  appId?: string;
  phone?: boolean;
}

const SOCIAL_SWITCH: Record<string, string> = { 'google.com': 'GOOGLE_LOGIN', 'facebook.com': 'FACEBOOK_LOGIN' };

const merchantFirebase = (merchant: Merchant) => (merchant.settings.firebase ?? {}) as MerchantFirebase;
const switchOn = (merchant: Merchant, modId: string) =>
  isSwitchOn({ info: { whitelabel: merchant.whitelabel } } as unknown as SystemStatus, modId);
const phoneChannel = (merchant: Merchant, env: NodeJS.ProcessEnv) => merchantFirebase(merchant).phone ?? env.FIREBASE_PHONE === '1';

export function firebaseServerConfig(merchant: Merchant, env: NodeJS.ProcessEnv = process.env): FirebaseConfig | null {
  return firebaseConfigFromEnv(env, merchantFirebase(merchant));
}

/** What the browser needs to start the firebase SDK (public values only); enabled false hides the buttons. */
export function firebaseClientConfig(merchant: Merchant, env: NodeJS.ProcessEnv = process.env) {
  const m = merchantFirebase(merchant);
  const server = firebaseServerConfig(merchant, env);
  const apiKey = m.apiKey ?? env.FIREBASE_API_KEY ?? (server?.emulatorHost ? 'emulator-api-key' : undefined);
  if (!server || !apiKey) return { enabled: false, providers: { google: false, facebook: false, phone: false } };
  return {
    enabled: true,
    providers: {
      google: switchOn(merchant, 'GOOGLE_LOGIN'),
      facebook: switchOn(merchant, 'FACEBOOK_LOGIN'),
      phone: phoneChannel(merchant, env),
    },
    apiKey,
    projectId: server.projectId,
    authDomain: m.authDomain ?? env.FIREBASE_AUTH_DOMAIN ?? `${server.projectId}.firebaseapp.com`,
    appId: m.appId ?? env.FIREBASE_APP_ID ?? null,
    emulatorUrl: server.emulatorHost && !server.production ? `http://${server.emulatorHost.replace(/^https?:\/\//, '')}` : null,
  };
}

/** A phone proved by a Firebase ID token, not spent yet: spend() marks the token used (once). */
export interface FirebasePhoneProof {
  phone: string;
  spend(db: Queryable): Promise<void>;
}

/**
 * A Firebase phone ID token stands in for our SMS code: it must come from Firebase phone sign-in, for the very
 * number in the request, proved no longer ago than one of our codes lives, and, like a code, it is used once.
 * Checks it without spending it, so a request refused for another reason (a password equal to the old one) leaves it good.
 */
export async function checkFirebasePhone(
  db: Queryable,
  merchant: Merchant,
  idToken: string,
  countryDialingCode: string,
  mobileNum: string,
  now = Date.now(),
): Promise<FirebasePhoneProof> {
  const config = firebaseServerConfig(merchant);
  if (!config || !phoneChannel(merchant, process.env))
    throw new AppError('function.not.available', 'Firebase phone verification is not configured');
  const identity = await verifyFirebaseIdToken(config, idToken, now);
  if (identity.provider !== 'phone' || !identity.phoneNumber)
    throw new AppError('user.or.token.invalid', 'firebase token: not a phone sign-in');
  const phone = phoneKey(countryDialingCode, mobileNum);
  if (identity.phoneNumber.replace(/[^\d+]/g, '') !== phone)
    throw new AppError('verification.code.error', 'firebase token: another phone number');
  if (identity.authTime === null || identity.authTime * 1000 < now - SMS_TTL_SECONDS * 1000)
    throw new AppError('verification.code.error', 'firebase token: phone verified too long ago');
  const tokenHash = crypto.createHash('sha256').update(idToken).digest('hex');
  const expiresAt = new Date((identity.authTime + SMS_TTL_SECONDS) * 1000);
  const used = () => new AppError('verification.code.error', 'firebase token: already used');
  if (await one(db, 'SELECT 1 FROM firebase_phone_proofs WHERE token_hash = $1', [tokenHash])) throw used();
  return {
    phone,
    async spend(tx) {
      await tx.query('DELETE FROM firebase_phone_proofs WHERE expires_at < $1', [new Date(now)]);
      const fresh = await tx.query(
        'INSERT INTO firebase_phone_proofs (token_hash, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING token_hash',
        [tokenHash, expiresAt],
      );
      if (fresh.length === 0) throw used();
    },
  };
}

/** Checks and spends a Firebase phone proof at once (SMS login); answers the phone key. */
export async function verifyFirebasePhone(
  db: Db,
  merchant: Merchant,
  idToken: string,
  countryDialingCode: string,
  mobileNum: string,
  now = Date.now(),
): Promise<string> {
  const proof = await checkFirebasePhone(db, merchant, idToken, countryDialingCode, mobileNum, now);
  await proof.spend(db);
  return proof.phone;
}

export interface FirebaseLoginInput {
  firebaseIdToken: string;
  firebaseChannel?: string;
  firebaseMobileNo?: string;
  mobileNum?: string;
  countryDialingCode?: string;
}

/**
 * product-rules 3 login type "firebase". Channel "sms": a phone token signs in the member registered with that number
 * (as our SMS login does; no account is made here, registering is the register form's job). Otherwise a Google
 * or Facebook identity signs in its member; a first sign-in creates one.
 */
export async function firebaseMember(db: Db, merchant: Merchant, input: FirebaseLoginInput): Promise<MemberRow> {
  if (input.firebaseChannel === 'sms') {
    if (!switchOn(merchant, 'MOBILE_CODE_LOGIN')) throw new AppError('function.not.available', 'SMS login is switched off');
    const dial = input.countryDialingCode ?? '';
    const mobile = input.firebaseMobileNo ?? input.mobileNum ?? '';
    await verifyFirebasePhone(db, merchant, input.firebaseIdToken, dial, mobile);
    const member = await findMemberByMobile(db, merchant.code, dialingCode(dial), nationalNumber(mobile));
    if (!member || member.status !== 'active') throw new AppError('user.not.exist.or.disabled');
    return member;
  }

  const identity = await verifyFirebaseIdToken(firebaseServerConfig(merchant), input.firebaseIdToken);
  const modId = SOCIAL_SWITCH[identity.provider];
  if (!modId || !switchOn(merchant, modId)) throw new AppError('function.not.available', `${identity.provider} sign-in is switched off`);

  const linked = await one<{ member_id: number }>(db, 'SELECT member_id FROM firebase_identities WHERE merchant_code = $1 AND uid = $2', [
    merchant.code,
    identity.uid,
  ]);
  if (linked) {
    const member = await findMemberById(db, linked.member_id);
    if (!member || member.status !== 'active') throw new AppError('user.not.exist.or.disabled');
    return member;
  }

  return db.transaction(async (tx) => {
    // A new real member with an unusable random password; the account name fits the username rule.
    const prefix = identity.provider === 'google.com' ? 'gg' : 'fb';
    let account = '';
    do account = `${prefix}_${crypto.randomBytes(8).toString('hex').slice(0, 11)}`;
    while (await findMemberByAccount(tx, merchant.code, account));
    const id = await insertMember(tx, {
      merchantCode: merchant.code,
      account,
      passwordHash: await hashPassword(crypto.randomBytes(24).toString('base64')),
      type: 1,
      trial: false,
      email: identity.email,
    });
    const member = (await findMemberById(tx, id))!;
    await tx.query(
      'INSERT INTO firebase_identities (merchant_code, uid, member_id, provider) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [merchant.code, identity.uid, member.id, identity.provider],
    );
    return member;
  });
}
