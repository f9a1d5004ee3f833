/**
 * Load side of bench/ledger.mjs (run with tsx), one of its load processes: on the scratch database given in argv,
 * the `setup` process migrates and creates members with funded MAIN wallets (a `join` process finds them), then runs
 * `clients` loops per segment, each posting bet-and-settle transactions (one database transaction: BET member ->
 * house, then WIN house -> member for about half the rounds, as a BGS round does) through the ledger service. It
 * prints READY, then runs one segment of `seconds` for every `go` line on stdin and answers SEGMENT {json}, so the
 * parent can interleave its segments with pgbench's; stdin closed, it prints RESULT {json} with the latency of
 * every transaction it timed.
 */
import readline from 'node:readline';
import { migrate } from '../api/src/db/migrate';
import { openPostgres } from '../api/src/db/postgres';
import { postTransfer, postTransferIn } from '../api/src/wallet/ledger.service';

const [url, clientsArg, secondsArg, membersArg, role] = process.argv.slice(2);
const CLIENTS = Number(clientsArg ?? 8);
const SECONDS = Number(secondsArg ?? 10);
const MEMBERS = Number(membersArg ?? 1000);
const WARMUP_SECONDS = 5;

async function main() {
  const db = await openPostgres(url, { max: CLIENTS + 2 });
  let ids: number[];
  if (role === 'join') {
    ids = (await db.query<{ id: number }>(`SELECT id FROM members WHERE merchant_code = 'BENCH' ORDER BY id`)).map((r) => Number(r.id));
  } else {
    await migrate(db);
    await db.query(`INSERT INTO merchants (code, name) VALUES ('BENCH', 'Bench') ON CONFLICT DO NOTHING`);
    ids = (
      await db.query<{ id: number }>(
        `INSERT INTO members (merchant_code, account, password_hash, type) SELECT 'BENCH', 'bench' || g, 'x', 1 FROM generate_series(1, $1) g RETURNING id`,
        [MEMBERS],
      )
    ).map((r) => Number(r.id));
    for (const id of ids) {
      await postTransfer(db, {
        merchantCode: 'BENCH',
        idempotencyKey: `fund-${id}`,
        code: 'DEPOSIT',
        from: { house: 'BANK' },
        to: { memberId: id, wallet: 'MAIN' },
        amount: 1_000_000_000,
      });
    }
    // Planner statistics for the tables just filled, as a database in service has them (pgbench -i does the same).
    await db.exec('ANALYZE');
  }

  let counter = 0;
  const round = async (worker: number) => {
    const memberId = ids[Math.floor(Math.random() * ids.length)];
    const key = `p${process.pid}w${worker}-${++counter}`;
    const bet = 100 * (1 + Math.floor(Math.random() * 10));
    await db.transaction(async (tx) => {
      await postTransferIn(tx, {
        merchantCode: 'BENCH',
        idempotencyKey: `${key}:BET`,
        code: 'BET',
        from: { memberId, wallet: 'MAIN' },
        to: { house: 'GAME:BENCH' },
        amount: bet,
        meta: { roundId: key },
      });
      if (Math.random() < 0.5) {
        await postTransferIn(tx, {
          merchantCode: 'BENCH',
          idempotencyKey: `${key}:WIN`,
          code: 'WIN',
          from: { house: 'GAME:BENCH' },
          to: { memberId, wallet: 'MAIN' },
          amount: bet * 2,
          meta: { roundId: key },
        });
      }
    });
  };

  const run = async (seconds: number) => {
    const latencies: number[] = [];
    const cpu = process.cpuUsage();
    const started = performance.now();
    const end = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, worker) => {
        while (performance.now() < end) {
          const start = performance.now();
          await round(worker);
          latencies.push(performance.now() - start);
        }
      }),
    );
    const used = process.cpuUsage(cpu);
    return { latencies, seconds: (performance.now() - started) / 1000, cpuMs: (used.user + used.system) / 1000 };
  };

  await run(WARMUP_SECONDS);
  console.log('READY');
  const all: number[] = [];
  for await (const line of readline.createInterface({ input: process.stdin })) {
    if (line.trim() !== 'go') continue;
    const { latencies, seconds, cpuMs } = await run(SECONDS);
    all.push(...latencies);
    // The load's own CPU (Node, the pg driver, the service) per transaction: the share of the 2 cores it takes from PostgreSQL.
    console.log(
      `SEGMENT ${JSON.stringify({ transactions: latencies.length, seconds, tps: latencies.length / seconds, cpuMsPerTx: cpuMs / latencies.length })}`,
    );
  }
  console.log(`RESULT ${JSON.stringify({ latencies: all.map((ms) => Math.round(ms * 1000) / 1000) })}`);
  await db.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
