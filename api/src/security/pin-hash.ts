import crypto from 'node:crypto';
import { loadConfig } from '../config';
import { memberHashOwner, verifyPassword } from '../session/password';

/**
 * The payment PIN's hash (docs/accounts.md "The payment PIN's hash"): HMAC-SHA256 under a server-side pepper
 * (PIN_PEPPER), salted per member, "hmac-sha256$salt$mac". A 6-digit PIN has a million values: no hashing cost makes
 * a stolen table safe by itself (a million scrypt runs is hours on one machine), and a cost that would costs every
 * honest withdrawal a CPU-second. What protects it is the lock after 5 wrong tries (wrong-secret.service.ts) online
 * and, offline, the pepper, which is not in the database: without it the table gives nothing to try against.
 * PINs saved before (scrypt, "scrypt$...") still verify, through the hashing queue, and are re-saved on success.
 */
let pepper: Buffer | null = null;

/** Set once at boot from the configuration (config.pinPepper). */
export function setPinPepper(secret: string): void {
  pepper = Buffer.from(secret, 'utf8');
}

function mac(salt: Buffer, pin: string): Buffer {
  // Not set at boot (a script or test using the services alone): the environment's, as the app would set it.
  pepper ??= Buffer.from(loadConfig().pinPepper, 'utf8');
  return crypto.createHmac('sha256', pepper).update(salt).update(pin, 'utf8').digest();
}

export function hashPin(pin: string): string {
  const salt = crypto.randomBytes(16);
  return ['hmac-sha256', salt.toString('base64url'), mac(salt, pin).toString('base64url')].join('$');
}

/** Whether pin matches; `rehash`: a right PIN stored the old way, to be saved again with hashPin. */
export async function verifyPin(pin: string, stored: string, memberId: number): Promise<{ right: boolean; rehash: boolean }> {
  if (stored.startsWith('scrypt$')) {
    const right = await verifyPassword(pin, stored, memberHashOwner(memberId));
    return { right, rehash: right };
  }
  const [scheme, salt, expected] = stored.split('$');
  if (scheme !== 'hmac-sha256' || !salt || !expected) return { right: false, rehash: false };
  const given = mac(Buffer.from(salt, 'base64url'), pin);
  const want = Buffer.from(expected, 'base64url');
  return { right: want.length === given.length && crypto.timingSafeEqual(given, want), rehash: false };
}
