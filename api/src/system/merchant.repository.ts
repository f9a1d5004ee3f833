import { one, type Queryable } from '../db/db';
import type { WhitelabelNode } from '@site/shared/src/contracts/system';

/** Merchant settings as stored (merchants.settings); every field has a default in system.service. */
export interface MerchantSettings {
  siteName?: string;
  minimumAge?: 18 | 21;
  maintenance?: boolean;
  languages?: string[];
  mobileTemplate?: { mem_cen: string; dep_func: string };
  customerService?: Array<{ csType: string; title: string; type: string; path: string }>;
  resources?: Array<{ resourceType: string; url: string; labelNameEn?: string }>;
  socialLinks?: Record<string, { url: string }>;
  promos?: Record<string, { enabled: boolean; count: number }>;
  imageCDNs?: string[];
  mainDomain?: string;
  domainRoute?: unknown[];
  paths?: Record<string, string>;
  register?: Record<string, unknown>;
  currency?: string;
  currencySymbol?: string;
  [key: string]: unknown;
}

export interface Merchant {
  code: string;
  name: string;
  settings: MerchantSettings;
  whitelabel: WhitelabelNode[];
}

interface MerchantRow {
  code: string;
  name: string;
  settings: MerchantSettings;
  whitelabel: WhitelabelNode[];
}

const merchantRowToMerchant = (row: MerchantRow): Merchant => ({
  code: row.code,
  name: row.name,
  settings: row.settings ?? {},
  whitelabel: row.whitelabel ?? [],
});

export async function findMerchant(db: Queryable, code: string): Promise<Merchant | null> {
  const row = await one<MerchantRow>(db, 'SELECT code, name, settings, whitelabel FROM merchants WHERE code = $1', [code]);
  return row ? merchantRowToMerchant(row) : null;
}

export async function upsertMerchant(db: Queryable, merchant: Merchant): Promise<void> {
  await db.query(
    `INSERT INTO merchants (code, name, settings, whitelabel) VALUES ($1, $2, $3, $4)
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, settings = EXCLUDED.settings, whitelabel = EXCLUDED.whitelabel`,
    [merchant.code, merchant.name, JSON.stringify(merchant.settings), JSON.stringify(merchant.whitelabel)],
  );
}

/** Merges keys into the merchant's settings (operator changes, tests). */
export async function updateMerchantSettings(db: Queryable, code: string, patch: MerchantSettings): Promise<void> {
  await db.query('UPDATE merchants SET settings = settings || $2::jsonb WHERE code = $1', [code, JSON.stringify(patch)]);
}

export async function listIpRestrictions(db: Queryable, merchantCode: string): Promise<string[]> {
  const rows = await db.query<{ cidr: string }>('SELECT cidr FROM ip_restrictions WHERE merchant_code = $1', [merchantCode]);
  return rows.map((r) => r.cidr);
}

export async function addIpRestriction(db: Queryable, merchantCode: string, cidr: string, reason = ''): Promise<void> {
  await db.query('INSERT INTO ip_restrictions (merchant_code, cidr, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    merchantCode,
    cidr,
    reason,
  ]);
}
