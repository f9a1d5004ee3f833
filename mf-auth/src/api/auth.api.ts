import { api, sessionStore, siteConfig, type LoginValue, type SessionInfo } from '@site/shared';

export type { LoginValue } from '@site/shared';

export interface FieldSetting {
  enabled: boolean;
  required: boolean;
  acceptedPattern?: string;
  minLength?: number;
  maxLength?: number;
}

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

let publicKey: Promise<CryptoKey> | null = null;
function serverKey(): Promise<CryptoKey> {
  publicKey ??= api
    .get<{ publicKey: string }>('/wps/session/key/rsa')
    .then(({ publicKey: der }) => crypto.subtle.importKey('spki', fromBase64(der), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']))
    .catch((error) => {
      publicKey = null;
      throw error;
    });
  return publicKey;
}

/**
 * spec 7 encrypted bodies: a fresh AES-256-GCM key encrypts the JSON; the server's RSA-OAEP (SHA-256) key
 * wraps it into the Encryption header; the body is {"value": base64(iv || ciphertext || tag)}.
 */
export async function encryptedPost<T>(url: string, payload: object): Promise<T> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(JSON.stringify(payload)));
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, await serverKey(), rawKey);
  const body = new Uint8Array(iv.length + cipher.byteLength);
  body.set(iv);
  body.set(new Uint8Array(cipher), iv.length);
  return api.post<T>(url, { value: toBase64(body) }, { headers: { Encryption: toBase64(wrapped) } });
}

export const fetchCaptcha = () => api.get<string>('/wps/captcha');
export const fetchRegisterSettings = () => api.get<Record<string, FieldSetting>>('/wps/system/setting/register');
export const checkUsername = (username: string) => api.get<boolean>('/wps/check/username', { username });
export const checkAffiliate = (code: string) => api.get<{ valid: boolean }>('/wps/agent/affiliate', { code, domain: window.location.host });
export const sendSms = (purpose: 'login' | 'reset' | 'register', body: { mobileNum: string; countryDialingCode: string; captcha: string }) =>
  api.post<{ expirationTime: number }>(purpose === 'register' ? '/wps/verification/sms/register' : '/wps/verification/sms/noLogin', { ...body, purpose: purpose === 'register' ? undefined : purpose });

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
