import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { hashingQueue } from './hashing-queue';

const rawScrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** Who a hash is for (a member, an account name): its hashes run one at a time (hashing-queue.ts); null: anyone's. */
export type HashOwner = string | null;
/** A member's secret checks (login password, PIN, answers) run one at a time. */
export const memberHashOwner = (memberId: number): HashOwner => `member:${memberId}`;

const scrypt = (owner: HashOwner, password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) =>
  hashingQueue.run(owner, () => rawScrypt(password, salt, keylen, options));

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 is its minimum for passwords. */
export const PRODUCTION_SCRYPT: ScryptParams = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });
export const PRODUCTION_SCRYPT_LOG_N = 17;
const KEY_LENGTH = 32;

let current: ScryptParams = PRODUCTION_SCRYPT;

/** Set once at boot from the configuration (SCRYPT_LOG_N): production never below 2^17; the test runs go lower for speed. */
export function setPasswordHashCost(logN: number): void {
  current = Object.freeze({ ...PRODUCTION_SCRYPT, N: 2 ** logN });
}

/**
 * scrypt needs 128 * r * (N + p + 2) bytes (128 MiB at N=2^17, r=8): Node refuses anything past maxmem, whose
 * default is 32 MiB. Stored hashes come from our own database, but a cap still bounds what one verify may take.
 */
const MAX_N = 2 ** 20;
const maxmem = ({ N, r, p }: ScryptParams) => 128 * r * (N + p + 2) + 1024 * 1024;

/** "scrypt$N$r$p$salt$hash" (base64url parts): each hash carries its parameters, so they can be raised later. */
export async function hashPassword(password: string, owner: HashOwner = null, params: ScryptParams = current): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(owner, password, salt, KEY_LENGTH, { ...params, maxmem: maxmem(params) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; hash: Buffer } | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  const powerOfTwo = Number.isInteger(params.N) && params.N > 1 && (params.N & (params.N - 1)) === 0;
  if (
    !powerOfTwo ||
    params.N > MAX_N ||
    !Number.isInteger(params.r) ||
    params.r < 1 ||
    params.r > 32 ||
    !Number.isInteger(params.p) ||
    params.p < 1 ||
    params.p > 16
  )
    return null;
  return { params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export async function verifyPassword(password: string, stored: string, owner: HashOwner = null): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const key = await scrypt(owner, password, parsed.salt, parsed.hash.length, { ...parsed.params, maxmem: maxmem(parsed.params) });
  return crypto.timingSafeEqual(key, parsed.hash);
}

/** True when a stored hash was made with other parameters than today's: the next successful login rehashes it. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.params.N !== current.N || parsed.params.r !== current.r || parsed.params.p !== current.p;
}

let dummy: { params: ScryptParams; hash: Promise<string> } | null = null;
/** A hash of nothing at today's cost: a login for an unknown account does the same work as for a real one. */
export function dummyHash(): Promise<string> {
  if (dummy?.params !== current) dummy = { params: current, hash: hashPassword(crypto.randomBytes(16).toString('base64')) };
  return dummy.hash;
}
