import type { Db } from '../db/db';
import { seedFoundation } from './foundation.seed';
import { seedInbox } from '../inbox/inbox.seed';
import { seedPromotions } from '../promotions/promotions.seed';
import { seedAuth } from '../session/auth.seed';
import { seedCatalogue } from '../games/catalogue.seed';
import { seedContent } from '../content/content.seed';
import { seedLottery } from '../lottery/lottery.seed';
import { seedAgents } from '../agent/agent.seed';

/** Demo data, in order; each domain adds its idempotent seed here. */
const SEEDS: Array<(db: Db) => Promise<void>> = [
  seedFoundation,
  seedInbox,
  seedPromotions,
  seedAuth,
  seedCatalogue,
  seedContent,
  seedLottery,
  seedAgents,
];

export async function seedDemo(db: Db): Promise<void> {
  for (const seed of SEEDS) await seed(db);
}
