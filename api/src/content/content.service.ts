import crypto from 'node:crypto';
import type { Merchant } from '../system/merchant.repository';
import { SOCIAL_KEYS, type SocialLinks } from '@site/shared/src/contracts/system';

/** product-rules 3: only the configured links, and only http(s) ones. */
export function socialLinks(merchant: Merchant): SocialLinks {
  const configured = merchant.settings.socialLinks ?? {};
  const out: SocialLinks = {};
  for (const key of SOCIAL_KEYS) {
    const url = configured[key]?.url;
    if (typeof url === 'string' && /^https?:\/\//.test(url)) out[key] = { url };
  }
  return out;
}

/**
 * product-rules 3: a customer service entry's path travels "encrypted; the last 8 characters are the key". It is a public
 * URL, so this is only the platform's shape (XOR with the key, base64url, key appended), not a secret.
 */
export function encodeServicePath(path: string, key = crypto.randomBytes(6).toString('base64url').slice(0, 8)): string {
  const bytes = Buffer.from(path, 'utf8');
  const keyBytes = Buffer.from(key, 'utf8');
  const mixed = bytes.map((b, i) => b ^ keyBytes[i % keyBytes.length]);
  return Buffer.from(mixed).toString('base64url') + key;
}

export function decodeServicePath(encoded: string): string {
  const key = Buffer.from(encoded.slice(-8), 'utf8');
  const bytes = Buffer.from(encoded.slice(0, -8), 'base64url');
  return Buffer.from(bytes.map((b, i) => b ^ key[i % key.length])).toString('utf8');
}

export function customerServiceEntries(merchant: Merchant) {
  return (merchant.settings.customerService ?? []).map((entry) => ({ ...entry, path: encodeServicePath(entry.path) }));
}

/** The downlink resources the floating widget links to (product-rules 2: Facebook and Line). */
export function serviceLinks(merchant: Merchant) {
  return (merchant.settings.resources ?? []).filter((r) => r.resourceType === 'FACEBOOK' || r.resourceType === 'LINE');
}
