/**
 * What reporting turnover costs a bet, side by side on PostgreSQL: one BET transfer per transaction posted by the
 * ledger alone, through the games' seam (api/src/games/game-wallet.ts: a wager event), and through the seam for a member
 * with an active bonus obligation (the obligation filled too). One client, sequential, in a scratch schema:
 *   DATABASE_URL=postgres://... node --import tsx bench/turnover-hook.ts
 */
import crypto from 'node:crypto';
import { openPostgres } from '../api/src/db/postgres';
import { migrate } from '../api/src/db/migrate';
import { seedDemo } from '../api/src/seed/seed';
import { postTransferIn as ledgerPost } from '../api/src/wallet/ledger.service';
import { postTransferIn as gamePost } from '../api/src/games/game-wallet';
import { createMember } from '../api/test/members';
import { fundMember } from '../api/test/wallet-helpers';
import { takePart } from '../api/src/promotions/rewards.service';

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL names the PostgreSQL to measure on (a scratch schema is made and dropped)');
  const BATCHES = Number(process.env.BATCHES ?? 12);
  const schema = `b_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(url, { max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = await openPostgres(url, { searchPath: schema });
  try {
    await migrate(db);
    await seedDemo(db);
    const plain = await createMember(db);
    const withObligation = await createMember(db);
    for (const m of [plain, withObligation]) await fundMember(db, m.id, 1_000_000_000);
    const [{ id: login }] = await db.query<{ id: number }>(`SELECT id FROM promotions WHERE code = 'DAILYLOGIN'`);
    await takePart(db, 'DEMO', withObligation.id, login, { action: 'claim' }, 'EN');
    await db.query(`UPDATE turnover_obligations SET required = 1000000000000 WHERE member_id = $1`, [withObligation.id]);
    const N = Number(process.env.N ?? 100);
    const run = async (label: string, post: typeof ledgerPost, memberId: number) => {
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < N; i++) {
        await db.transaction((tx) =>
          post(tx, {
            merchantCode: 'DEMO',
            idempotencyKey: `${label}-${i}`,
            code: 'BET',
            from: { memberId, wallet: 'MAIN' },
            to: { house: 'GAME:BGS' },
            amount: 100,
            meta: { gameId: 'bgs-roulette', vendor: 'BGS' },
          }),
        );
      }
      return Number(process.hrtime.bigint() - t0) / 1e6 / N;
    };
    // Interleaved batches (a shared machine drifts): the median of each variant's ms per bet.
    const times: Record<string, number[]> = { ledger: [], seam: [], obligation: [] };
    for (let rep = 0; rep < BATCHES; rep++) {
      times.ledger.push(await run(`ledger${rep}`, ledgerPost, plain.id));
      times.seam.push(await run(`seam${rep}`, gamePost, plain.id));
      times.obligation.push(await run(`obligation${rep}`, gamePost, withObligation.id));
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    const [a, b, c] = [median(times.ledger), median(times.seam), median(times.obligation)];
    console.log(
      `medians of ${BATCHES} batches of ${N} bets: ledger alone ${a.toFixed(2)} ms, through the games' seam ${b.toFixed(2)} ms (x${(b / a).toFixed(2)}), with an active obligation ${c.toFixed(2)} ms (x${(c / a).toFixed(2)})`,
    );
  } finally {
    await db.close();
    await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
  }
}

void main();
