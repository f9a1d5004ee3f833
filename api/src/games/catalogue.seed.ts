import type { Queryable } from '../db/db';
import { GAMES, VENDORS, WINNER_SEEDS } from './catalogue.data';
import { upsertCatalogue } from './catalogue.repository';
import { replaceSeedWinners } from './winners.repository';

/** Idempotent: the demo catalogue (every category) and fresh demo winners for the DEMO merchant. */
export async function seedCatalogue(db: Queryable): Promise<void> {
  await upsertCatalogue(db, VENDORS, GAMES);
  await replaceSeedWinners(db, 'DEMO', WINNER_SEEDS);
}
