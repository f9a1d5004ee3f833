import type { Queryable } from '../db/db';
import { DEMO_MERCHANT } from '../seed/foundation.seed';
import { upsertMerchant, type Merchant } from '../system/merchant.repository';

/**
 * The demo white label under the spec's other reading of "agent" (product-rules 6.3, docs/agent.md "Who is an
 * agent"): registration gives players (type 0), an upline agent or the operator makes agents (type 1). Seeded outside
 * production only, for trying the agent side and for the e2e of opening an agent account.
 */
export const AGENT_B_MERCHANT: Merchant = {
  code: 'AGENTB',
  name: 'Royal Win (players and agents)',
  settings: { ...DEMO_MERCHANT.settings, agent: { reading: 'B', registerType: 0, downlineType: 0, agentType: 1 } },
  whitelabel: DEMO_MERCHANT.whitelabel,
};

export async function seedAgents(db: Queryable, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (env.NODE_ENV !== 'production') await upsertMerchant(db, AGENT_B_MERCHANT);
}
