import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { AppError } from '../http/errors';

/**
 * Verifies Firebase Auth ID tokens (product-rules 3: login type "firebase" carries firebaseIdToken; Google, Facebook and
 * Firebase phone sign-in). Configuration (environment, or a merchant's settings.firebase):
 *   FIREBASE_PROJECT_ID            the project the tokens must be issued for (aud, iss); unset = sign-in off
 *   FIREBASE_AUTH_EMULATOR_HOST    tokens come from the Firebase Auth emulator: they are unsigned (alg "none")
 *                                  and are accepted ONLY in this mode, never in production
 *   FIREBASE_PUBLIC_KEYS_FILE      where Google's signing keys are read from: a JSON file of {kid: x509 PEM}
 *   FIREBASE_PUBLIC_KEYS_URL       or a URL serving the same (default: Google's securetoken x509 endpoint, which
 *                                  this machine cannot reach: point the file or URL at a mirror of it)
 */
export interface FirebaseConfig {
  projectId: string;
  emulatorHost: string | null;
  publicKeysFile: string | null;
  publicKeysUrl: string;
  production: boolean;
}

export const GOOGLE_SECURETOKEN_KEYS_URL = 'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

export function firebaseConfigFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  merchantSettings?: Partial<FirebaseConfig>,
): FirebaseConfig | null {
  const projectId = merchantSettings?.projectId ?? env.FIREBASE_PROJECT_ID;
  if (!projectId) return null;
  return {
    projectId,
    emulatorHost: merchantSettings?.emulatorHost ?? env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    publicKeysFile: merchantSettings?.publicKeysFile ?? env.FIREBASE_PUBLIC_KEYS_FILE ?? null,
    publicKeysUrl: merchantSettings?.publicKeysUrl ?? env.FIREBASE_PUBLIC_KEYS_URL ?? GOOGLE_SECURETOKEN_KEYS_URL,
    production: env.NODE_ENV === 'production',
  };
}

/** What the API needs from a verified token. */
export interface FirebaseIdentity {
  uid: string;
  provider: string;
  phoneNumber: string | null;
  email: string | null;
  /** When the user proved the identity (seconds); a phone proof must be as fresh as an SMS code. */
  authTime: number | null;
}

type KeySet = Record<string, crypto.KeyObject>;
let cached: { source: string; keys: KeySet; expiresAt: number } | null = null;

async function loadKeys(config: FirebaseConfig, now: number): Promise<KeySet> {
  const source = config.publicKeysFile ?? config.publicKeysUrl;
  if (cached && cached.source === source && cached.expiresAt > now) return cached.keys;
  let text: string;
  let maxAgeSeconds = 3600;
  if (config.publicKeysFile) {
    text = await fs.readFile(config.publicKeysFile, 'utf8');
  } else {
    const response = await fetch(config.publicKeysUrl, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`firebase keys: HTTP ${response.status}`);
    text = await response.text();
    // Google rotates the keys; its Cache-Control max-age says how long a set stays valid.
    maxAgeSeconds = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? maxAgeSeconds);
  }
  const keys: KeySet = {};
  for (const [kid, pem] of Object.entries(JSON.parse(text) as Record<string, string>)) {
    keys[kid] = crypto.createPublicKey(pem);
  }
  cached = { source, keys, expiresAt: now + maxAgeSeconds * 1000 };
  return keys;
}

const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** Checks signature (RS256 with Google's key for kid; none only against the emulator) and Firebase's claims. */
export async function verifyFirebaseIdToken(config: FirebaseConfig | null, token: string, now = Date.now()): Promise<FirebaseIdentity> {
  if (!config) throw new AppError('function.not.available', 'third-party sign-in is not configured');
  const invalid = (why: string) => new AppError('user.or.token.invalid', `firebase token: ${why}`);
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 4096) throw invalid('malformed');
  let header: Record<string, unknown>;
  let claims: Record<string, unknown>;
  try {
    header = decodePart(parts[0]);
    claims = decodePart(parts[1]);
  } catch {
    throw invalid('malformed');
  }

  const emulator = !!config.emulatorHost && !config.production;
  if (emulator && header.alg === 'none') {
    // The emulator signs nothing; accepted only when the API is explicitly pointed at an emulator.
  } else {
    if (header.alg !== 'RS256' || typeof header.kid !== 'string') throw invalid('algorithm');
    let keys: KeySet;
    try {
      keys = await loadKeys(config, now);
    } catch {
      throw new AppError('system.busy', 'firebase signing keys unavailable');
    }
    const key = keys[header.kid];
    if (!key) throw invalid('unknown key');
    const signed = crypto.verify('RSA-SHA256', Buffer.from(`${parts[0]}.${parts[1]}`), key, Buffer.from(parts[2], 'base64url'));
    if (!signed) throw invalid('signature');
  }

  const seconds = Math.floor(now / 1000);
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : NaN);
  if (claims.aud !== config.projectId) throw invalid('audience');
  if (claims.iss !== `https://securetoken.google.com/${config.projectId}`) throw invalid('issuer');
  if (!(num(claims.exp) > seconds)) throw invalid('expired');
  // Five minutes of clock skew for iat and auth_time.
  if (!(num(claims.iat) <= seconds + 300)) throw invalid('issued in the future');
  if (claims.auth_time !== undefined && !(num(claims.auth_time) <= seconds + 300)) throw invalid('auth_time');
  if (typeof claims.sub !== 'string' || !claims.sub || claims.sub.length > 128) throw invalid('subject');
  const firebase = (claims.firebase ?? {}) as { sign_in_provider?: unknown };
  return {
    uid: claims.sub,
    provider: typeof firebase.sign_in_provider === 'string' ? firebase.sign_in_provider : 'unknown',
    phoneNumber: typeof claims.phone_number === 'string' ? claims.phone_number : null,
    email: typeof claims.email === 'string' ? claims.email : null,
    authTime: Number.isFinite(num(claims.auth_time)) ? num(claims.auth_time) : null,
  };
}

/** Tests only: forget the cached key set. */
export function clearFirebaseKeyCache(): void {
  cached = null;
}
