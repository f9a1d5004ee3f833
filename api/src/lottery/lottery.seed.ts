import type { Db } from '../db/db';
import { ensureDraws } from './lottery.service';

/**
 * Demo lottery games: quick draws every 1-5 minutes in each prize mode and Vietnamese games by region. Their names
 * and vendors are their catalogue entries' (api/src/games/catalogue.data.ts, by game id).
 */
const GAMES: Array<[string, 'LOTT' | 'ZY' | 'ELOTT', 'QUICK' | 'VN', string | null, number, number, number]> = [
  ['TH1M', 'LOTT', 'QUICK', null, 60, 10, 1],
  ['TH3M', 'LOTT', 'QUICK', null, 180, 20, 2],
  ['EL1M', 'ELOTT', 'QUICK', null, 60, 10, 3],
  ['EL5M', 'ELOTT', 'QUICK', null, 300, 30, 4],
  ['ZY2M', 'ZY', 'QUICK', null, 120, 15, 5],
  ['VN_HANOI', 'ELOTT', 'VN', 'NORTH', 300, 30, 10],
  ['VN_HAIPHONG', 'LOTT', 'VN', 'NORTH', 300, 30, 11],
  ['VN_DANANG', 'ELOTT', 'VN', 'CENTRAL', 300, 30, 12],
  ['VN_HUE', 'LOTT', 'VN', 'CENTRAL', 300, 30, 13],
  ['VN_HCM', 'ELOTT', 'VN', 'SOUTH', 300, 30, 14],
  ['VN_CANTHO', 'ZY', 'VN', 'SOUTH', 300, 30, 15],
];

export async function seedLottery(db: Db): Promise<void> {
  for (const [id, mode, kind, region, interval, close, sort] of GAMES) {
    await db.query(
      `INSERT INTO lottery_games (id, prize_mode, kind, region, interval_seconds, close_seconds, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
      [id, mode, kind, region, interval, close, sort],
    );
  }
  await ensureDraws(db, new Date());
}
