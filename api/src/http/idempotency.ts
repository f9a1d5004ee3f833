import crypto from 'node:crypto';
import { AppError } from './errors';

/**
 * The one rule of every idempotent endpoint (deposit, withdrawal, wallet transfer, lottery order, in-house round,
 * provider callback, and the ledger transfer under them all): a key names one request. The endpoint stores the
 * fingerprint of the request the key first came with; a repeat whose request has the same fingerprint answers the
 * first result, any other request under that key is idempotency.conflict. Each endpoint fingerprints the request
 * as it understood it (after validation and normalisation), every field of it, so no field can be forgotten in a
 * hand-written comparison again.
 */

/** JSON with sorted keys and no undefined members: jsonb and clients do not keep key order, so values compare by this. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The fingerprint stored beside an idempotency key: SHA-256 (hex) of the request's canonical JSON. */
export function requestFingerprint(request: Record<string, unknown>): string {
  return crypto.createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/**
 * A repeat of a key: passes when the request is the one the key was first used with, else idempotency.conflict.
 * A key stored without a fingerprint (recorded before fingerprints existed) matches nothing: refusing is safe,
 * guessing is not.
 */
export function assertSameRequest(storedFingerprint: string | null | undefined, request: Record<string, unknown>): void {
  if (!storedFingerprint || storedFingerprint !== requestFingerprint(request)) {
    throw new AppError('idempotency.conflict', 'this idempotency key was used with a different request');
  }
}
