import {
  api,
  ApiError,
  sessionStore,
  siteConfig,
  type AffiliateCheck,
  type ChangePasswordBody,
  type FreePlayBody,
  type LoginBody,
  type LoginValue,
  type PasswordReset,
  type RegisterBody,
  type Registered,
  type RegisterSettings,
  type ResetByPhoneBody,
  type ServerKeyValue,
  type SessionInfo,
  type SmsCodeBody,
  type SmsCodeSent,
  type TrialUser,
} from '@site/shared';

export type { LoginValue, RegisterFieldSetting } from '@site/shared';

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** The server's public key, and how far the server's clock is from this device's (envelopes carry the server's time). */
interface ServerKey {
  key: CryptoKey;
  clockOffsetMs: number;
}

let serverKeyPromise: Promise<ServerKey> | null = null;
function serverKey(): Promise<ServerKey> {
  serverKeyPromise ??= api
    .get<ServerKeyValue>('/wps/session/key/rsa')
    .then(async ({ publicKey: der, serverTime }) => ({
      key: await crypto.subtle.importKey('spki', fromBase64(der), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']),
      clockOffsetMs: serverTime - Date.now(),
    }))
    .catch((error) => {
      serverKeyPromise = null;
      throw error;
    });
  return serverKeyPromise;
}

const toBase64Url = (bytes: Uint8Array) => toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * product-rules 7 encrypted bodies: a fresh AES-256-GCM key encrypts the envelope {nonce, timestamp, body}; the server's
 * RSA-OAEP (SHA-256) key wraps it into the Encryption header; the body is {"value": base64(iv || ciphertext || tag)}.
 * The server takes each envelope once, within two minutes of its timestamp, so a captured body cannot be replayed.
 */
async function seal(payload: object): Promise<{ body: { value: string }; header: string }> {
  const { key, clockOffsetMs } = await serverKey();
  const envelope = { nonce: toBase64Url(crypto.getRandomValues(new Uint8Array(16))), timestamp: Date.now() + clockOffsetMs, body: payload };
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(JSON.stringify(envelope)));
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, await crypto.subtle.exportKey('raw', aesKey));
  const body = new Uint8Array(iv.length + cipher.byteLength);
  body.set(iv);
  body.set(new Uint8Array(cipher), iv.length);
  return { body: { value: toBase64(body) }, header: toBase64(wrapped) };
}

async function encryptedPost<T>(url: string, payload: object): Promise<T> {
  const send = async () => {
    const { body, header } = await seal(payload);
    return api.post<T>(url, body, { headers: { Encryption: header } });
  };
  try {
    return await send();
  } catch (error) {
    // The device's clock moved since the server's time was read (a phone back from sleep): read it again, once.
    if (!(error instanceof ApiError) || error.errorCode !== 'encryption.expired') throw error;
    serverKeyPromise = null;
    return send();
  }
}

// Login, registration and the phone reset travel encrypted (api-conventions A5).
export const login = (body: LoginBody) => encryptedPost<LoginValue>('/wps/session/login', body);
export const register = (method: 'username' | 'mobileNum', body: RegisterBody) =>
  encryptedPost<Registered>(method === 'mobileNum' ? '/wps/member/register/mobile' : '/wps/member/register', body);
export const resetPasswordByPhone = (body: ResetByPhoneBody) => encryptedPost<PasswordReset>('/wps/member/password/verification', body);

export const fetchCaptcha = () => api.get<string>('/wps/captcha');
export const fetchRegisterSettings = () => api.get<RegisterSettings>('/wps/system/setting/register');
/** api-conventions A1.4: true when the name is free, refused with username.exists when it is taken. */
export const checkUsername = (username: string) => api.get<boolean>('/wps/check/username', { username });
export const checkAffiliate = (code: string) => api.get<AffiliateCheck>('/wps/agent/affiliate', { code, domain: window.location.host });
export const sendSms = (purpose: 'login' | 'reset' | 'register', body: Pick<SmsCodeBody, 'mobileNum' | 'countryDialingCode' | 'captcha'>) =>
  api.post<SmsCodeSent>(purpose === 'register' ? '/wps/verification/sms/register' : '/wps/verification/sms/noLogin', {
    ...body,
    purpose: purpose === 'register' ? undefined : purpose,
  });
export const createTrialUser = () => api.get<TrialUser>('/wps/member/trialuser');
export const freePlayLogin = (body: FreePlayBody) => api.post<LoginValue>('/wps/session/login/freeplay', body);
export const changePassword = (body: ChangePasswordBody) => api.post<boolean>('/wps/member/password', body);
/** product-rules 3: the e-mail recovery request is form-urlencoded. */
export const forgotPasswordByEmail = (username: string, email: string) =>
  api.post<boolean>('/wps/member/password/email', new URLSearchParams({ username, email }).toString(), {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });

/** Stores the session in the shared store (MC_SESSION_INFO) so every remote sees it at once. */
export function storeSession(value: LoginValue): SessionInfo {
  const session: SessionInfo = {
    token: value.token,
    merchantCode: siteConfig.merchantCode,
    userName: value.userName,
    type: value.type ?? value.customerType,
    firstTimeLogin: value.firstTimeLogin,
    id: value.id,
    trail: value.trail,
    agent: value.agent,
  };
  sessionStore.getState().signIn(session);
  return session;
}

/** "Remember password", done without the password: username + a revocable server token per login type. */
export interface Remembered {
  type: 'username' | 'sms';
  username: string;
  rememberToken?: string;
  countryDialingCode?: string;
}
const REMEMBER_KEY = 'rememberedLogin';

export function readRemembered(type: Remembered['type']): Remembered | null {
  try {
    const all = JSON.parse(localStorage.getItem(REMEMBER_KEY) ?? '{}') as Record<string, Remembered>;
    return all[type] ?? null;
  } catch {
    return null;
  }
}

export function writeRemembered(entry: Remembered | null, type: Remembered['type']): void {
  try {
    const all = JSON.parse(localStorage.getItem(REMEMBER_KEY) ?? '{}') as Record<string, Remembered>;
    if (entry) all[type] = entry;
    else delete all[type];
    localStorage.setItem(REMEMBER_KEY, JSON.stringify(all));
  } catch {
    /* storage blocked: nothing remembered */
  }
}
