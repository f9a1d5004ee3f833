import type { Queryable } from '../db/db';
import { DEMO_MERCHANT } from '../seed/foundation.seed';
import { upsertMerchant, type Merchant } from '../system/merchant.repository';

/**
 * The demo white label again, with its SMS codes and Google / Facebook sign-in through Firebase. Seeded only
 * when the API is pointed at the Firebase Auth emulator (development and e2e), where it can actually work.
 */
export const FIREBASE_DEMO_MERCHANT: Merchant = {
  code: 'FBDEMO',
  name: 'Royal Win (Firebase sign-in)',
  settings: { ...DEMO_MERCHANT.settings, firebase: { phone: true } },
  whitelabel: DEMO_MERCHANT.whitelabel.map((node) =>
    node.modId === 'LOGIN3' ? { ...node, childrenNodes: (node.childrenNodes ?? []).map((child) => ({ ...child, enabled: true })) } : node,
  ),
};

export async function seedAuth(db: Queryable, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  // The merchant's own invitation code (no referrer member behind it).
  await db.query(`INSERT INTO affiliate_codes (merchant_code, code, member_id) VALUES ('DEMO', 'ROYAL', NULL) ON CONFLICT DO NOTHING`);
  if (env.FIREBASE_AUTH_EMULATOR_HOST && env.NODE_ENV !== 'production') await upsertMerchant(db, FIREBASE_DEMO_MERCHANT);
}
