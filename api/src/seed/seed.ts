import type { Db } from '../db/db';
import { seedFoundation } from './foundation.seed';
import { seedInbox } from '../inbox/inbox.seed';

/** Demo data, in order; each domain adds its idempotent seed here. */
const SEEDS: Array<(db: Db) => Promise<void>> = [seedFoundation, seedInbox];

export async function seedDemo(db: Db): Promise<void> {
  for (const seed of SEEDS) await seed(db);
}
