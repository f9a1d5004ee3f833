import crypto from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { isSwitchOn, type SystemStatus } from '@site/shared/src/system/system-status';
import { one, type Db } from '../db/db';
import { AppError } from '../http/errors';
import type { Merchant } from '../system/merchant.repository';
import { findMemberByAccount, findMemberById, findMemberByMobile, insertMember, type MemberRow } from '../member/member.repository';
import { hashPassword } from './password';
import { firebaseConfigFromEnv, verifyFirebaseIdToken, type FirebaseConfig } from './firebase-token';

/**
 * Third-party sign-in through Firebase (spec 2: Facebook and Google buttons, spec 3: login type "firebase").
 * A merchant configures it in settings.firebase ({projectId, apiKey, authDomain, appId, emulatorHost}) or the
 * environment (FIREBASE_PROJECT_ID, FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_APP_ID,
 * FIREBASE_AUTH_EMULATOR_HOST); each provider also needs its white-label switch.
 */
interface MerchantFirebase extends Partial<FirebaseConfig> {
  apiKey?: string;
  authDomain?: string;
  appId?: string;
}

const PROVIDER_SWITCH: Record<string, string> = { 'google.com': 'GOOGLE_LOGIN', 'facebook.com': 'FACEBOOK_LOGIN', phone: 'MOBILE_CODE_LOGIN' };

const merchantFirebase = (merchant: Merchant) => (merchant.settings.firebase ?? {}) as MerchantFirebase;
const switchOn = (merchant: Merchant, modId: string) => isSwitchOn({ info: { whitelabel: merchant.whitelabel } } as unknown as SystemStatus, modId);

export function firebaseServerConfig(merchant: Merchant, env: NodeJS.ProcessEnv = process.env): FirebaseConfig | null {
  return firebaseConfigFromEnv(env, merchantFirebase(merchant));
}

/** What the browser needs to start the firebase SDK (public values only); enabled false hides the buttons. */
export function firebaseClientConfig(merchant: Merchant, env: NodeJS.ProcessEnv = process.env) {
  const m = merchantFirebase(merchant);
  const server = firebaseServerConfig(merchant, env);
  const apiKey = m.apiKey ?? env.FIREBASE_API_KEY ?? (server?.emulatorHost ? 'emulator-api-key' : undefined);
  const providers = { google: switchOn(merchant, 'GOOGLE_LOGIN'), facebook: switchOn(merchant, 'FACEBOOK_LOGIN'), phone: switchOn(merchant, 'MOBILE_CODE_LOGIN') };
  if (!server || !apiKey) return { enabled: false, providers: { google: false, facebook: false, phone: false } };
  return {
    enabled: true,
    providers,
    apiKey,
    projectId: server.projectId,
    authDomain: m.authDomain ?? env.FIREBASE_AUTH_DOMAIN ?? `${server.projectId}.firebaseapp.com`,
    appId: m.appId ?? env.FIREBASE_APP_ID ?? null,
    emulatorUrl: server.emulatorHost && !server.production ? `http://${server.emulatorHost.replace(/^https?:\/\//, '')}` : null,
  };
}

/** A verified Firebase identity signs in its member; a first sign-in links a member by phone or creates one. */
export async function firebaseMember(db: Db, merchant: Merchant, idToken: string): Promise<MemberRow> {
  const identity = await verifyFirebaseIdToken(firebaseServerConfig(merchant), idToken);
  const modId = PROVIDER_SWITCH[identity.provider];
  if (!modId || !switchOn(merchant, modId)) throw new AppError('function.not.available', `${identity.provider} sign-in is switched off`);

  const linked = await one<{ member_id: number }>(db, 'SELECT member_id FROM firebase_identities WHERE merchant_code = $1 AND uid = $2', [merchant.code, identity.uid]);
  if (linked) {
    const member = await findMemberById(db, linked.member_id);
    if (!member || member.status !== 'active') throw new AppError('user.not.exist.or.disabled');
    return member;
  }

  return db.transaction(async (tx) => {
    let member: MemberRow | null = null;
    const phone = identity.phoneNumber ? parsePhoneNumberFromString(identity.phoneNumber) : undefined;
    if (identity.provider === 'phone' && phone) {
      const national = String(phone.nationalNumber);
      member = (await findMemberByMobile(tx, merchant.code, phone.countryCallingCode, national)) ?? (await findMemberByMobile(tx, merchant.code, phone.countryCallingCode, `0${national}`));
      if (member && member.status !== 'active') throw new AppError('user.not.exist.or.disabled');
    }
    if (!member) {
      // A new real member with an unusable random password; the account name fits the username rule.
      const prefix = identity.provider === 'google.com' ? 'gg' : identity.provider === 'facebook.com' ? 'fb' : 'ph';
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
        mobile: phone ? String(phone.nationalNumber) : null,
        countryDialingCode: phone ? phone.countryCallingCode : null,
      });
      member = (await findMemberById(tx, id))!;
    }
    await tx.query('INSERT INTO firebase_identities (merchant_code, uid, member_id, provider) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [merchant.code, identity.uid, member.id, identity.provider]);
    return member;
  });
}
