/**
 * Load side of bench/ledger.mjs (run with tsx): on the scratch database given in argv, migrates, creates members
 * with funded MAIN wallets, then runs `clients` loops for `seconds`, each posting bet-and-settle transactions
 * (one database transaction: BET member -> house, then WIN house -> member for about half the rounds) through the
 * ledger service. Prints one line: RESULT {json}.
 */
import { migrate } from '../api/src/db/migrate';
import { openPostgres } from '../api/src/db/postgres';
import { postTransfer, postTransferIn } from '../api/src/wallet/ledger.service';

const [url, clientsArg, secondsArg, membersArg] = process.argv.slice(2);
const CLIENTS = Number(clientsArg ?? 8);
const SECONDS = Number(secondsArg ?? 15);
const MEMBERS = Number(membersArg ?? 1000);
const WARMUP_SECONDS = 2;

async function main() {
  const db = await openPostgres(url, { max: CLIENTS + 2 });
  await migrate(db);
  await db.query(`INSERT INTO merchants (code, name) VALUES ('BENCH', 'Bench') ON CONFLICT DO NOTHING`);
  const ids = (
    await db.query<{ id: number }>(
      `INSERT INTO members (merchant_code, account, password_hash, type) SELECT 'BENCH', 'bench' || g, 'x', 1 FROM generate_series(1, $1) g RETURNING id`,
      [MEMBERS],
    )
  ).map((r) => Number(r.id));
  for (const id of ids) {
    await postTransfer(db, { merchantCode: 'BENCH', idempotencyKey: `fund-${id}`, code: 'DEPOSIT', from: { house: 'BANK' }, to: { memberId: id, wallet: 'MAIN' }, amount: 1_000_000_000 });
  }

  let counter = 0;
  const round = async (worker: number) => {
    const memberId = ids[Math.floor(Math.random() * ids.length)];
    const key = `w${worker}-${++counter}`;
    const bet = 100 * (1 + Math.floor(Math.random() * 10));
    await db.transaction(async (tx) => {
      await postTransferIn(tx, { merchantCode: 'BENCH', idempotencyKey: `${key}:BET`, code: 'BET', from: { memberId, wallet: 'MAIN' }, to: { house: 'GAME:BENCH' }, amount: bet, meta: { roundId: key } });
      if (Math.random() < 0.5) {
        await postTransferIn(tx, { merchantCode: 'BENCH', idempotencyKey: `${key}:WIN`, code: 'WIN', from: { house: 'GAME:BENCH' }, to: { memberId, wallet: 'MAIN' }, amount: bet * 2, meta: { roundId: key } });
      }
    });
  };

  const run = async (seconds: number) => {
    const latencies: number[] = [];
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, worker) => {
        while (performance.now() < end) {
          const start = performance.now();
          await round(worker);
          latencies.push(performance.now() - start);
        }
      }),
    );
    return latencies;
  };

  await run(WARMUP_SECONDS);
  const started = performance.now();
  const latencies = await run(SECONDS);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  console.log(`RESULT ${JSON.stringify({ transactions: latencies.length, seconds: elapsed, tps: latencies.length / elapsed, p50: pct(0.5), p99: pct(0.99) })}`);
  await db.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
