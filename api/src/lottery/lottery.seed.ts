import type { Db } from '../db/db';
import { ensureDraws } from './lottery.service';

/** Demo lottery games: quick draws every 1-5 minutes in each prize mode and Vietnamese games by region. */
const GAMES: Array<[string, string, string, 'LOTT' | 'ZY' | 'ELOTT', 'QUICK' | 'VN', string | null, number, number, number]> = [
  ['TH1M', 'หวยไทย 1 นาที', 'Thai lotto 1 minute', 'LOTT', 'QUICK', null, 60, 10, 1],
  ['TH3M', 'หวยไทย 3 นาที', 'Thai lotto 3 minutes', 'LOTT', 'QUICK', null, 180, 20, 2],
  ['EL1M', 'หวยอิเล็กทรอนิกส์ 1 นาที', 'E-lotto 1 minute', 'ELOTT', 'QUICK', null, 60, 10, 3],
  ['EL5M', 'หวยอิเล็กทรอนิกส์ 5 นาที', 'E-lotto 5 minutes', 'ELOTT', 'QUICK', null, 300, 30, 4],
  ['ZY2M', 'หวยจีน 2 นาที', 'ZY lotto 2 minutes', 'ZY', 'QUICK', null, 120, 15, 5],
  ['VN_HANOI', 'หวยฮานอย', 'Hanoi (Mien Bac)', 'ELOTT', 'VN', 'NORTH', 300, 30, 10],
  ['VN_HAIPHONG', 'หวยไฮฟอง', 'Hai Phong', 'LOTT', 'VN', 'NORTH', 300, 30, 11],
  ['VN_DANANG', 'หวยดานัง', 'Da Nang (Mien Trung)', 'ELOTT', 'VN', 'CENTRAL', 300, 30, 12],
  ['VN_HUE', 'หวยเว้', 'Hue', 'LOTT', 'VN', 'CENTRAL', 300, 30, 13],
  ['VN_HCM', 'หวยโฮจิมินห์', 'Ho Chi Minh City (Mien Nam)', 'ELOTT', 'VN', 'SOUTH', 300, 30, 14],
  ['VN_CANTHO', 'หวยเกิ่นเทอ', 'Can Tho', 'ZY', 'VN', 'SOUTH', 300, 30, 15],
];

export async function seedLottery(db: Db): Promise<void> {
  for (const [id, th, en, mode, kind, region, interval, close, sort] of GAMES) {
    await db.query(
      `INSERT INTO lottery_games (id, name_th, name_en, prize_mode, kind, region, interval_seconds, close_seconds, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
      [id, th, en, mode, kind, region, interval, close, sort],
    );
  }
  await ensureDraws(db, new Date());
}
