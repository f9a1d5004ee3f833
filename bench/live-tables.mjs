// node bench/live-tables.mjs [--rounds=1000000] [--kind=BACCARAT|DRAGON_TIGER] [--secret=demo-provider-dev-secret] [--from=0]
// Plays the demo provider's live tables (SA1001 baccarat, SA1003 dragon tiger) round after round exactly as the
// table server deals them (api/src/providers/live-table.ts: per-round server seed, the provably fair HMAC stream,
// the punto banco tableau or one card each, about one round in a hundred cancelled and refunded) and prints each
// bet's measured return and house edge with its 99% confidence interval: PASS when the stated return (exact for
// this draw) lies inside. "edge" is per dealt round (the paytable); "edge incl. cancelled" counts the refunded
// rounds as returning the stake.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { accumulator } from './stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const rounds = Number(arg('rounds', 1_000_000));
const only = arg('kind', null);
const secret = arg('secret', 'demo-provider-dev-secret');
const from = Number(arg('from', 0));

const live = await tsImport(path.join(here, '../api/src/providers/live-table.ts'), import.meta.url);

const TABLES = { BACCARAT: 'SA1001', DRAGON_TIGER: 'SA1003' };
const pct = (x) => `${(x * 100).toFixed(3)}%`;
let failed = 0;
for (const [kind, table] of Object.entries(TABLES)) {
  if (only && only !== kind) continue;
  const bets = live.LIVE_BETS[kind];
  const dealt = Object.fromEntries(bets.map((b) => [b, accumulator()]));
  const all = Object.fromEntries(bets.map((b) => [b, accumulator()]));
  let voided = 0;
  const start = process.hrtime.bigint();
  for (let n = from; n < from + rounds; n++) {
    const round = live.dealLiveRound(live.serverSeedOf(secret, table, n), table, n, kind);
    if (round.voided) voided++;
    for (const type of bets) {
      const r = live.liveReturn(kind, round, { type, amount: 100 }) / 100;
      if (!round.voided) dealt[type].add(r);
      all[type].add(round.voided ? 1 : r);
    }
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const rows = bets.map((type) => {
    const stated = live.LIVE_STATED_RTP[kind][type];
    const { n, mean, low, high } = dealt[type].result();
    const pass = stated >= low && stated <= high;
    if (!pass) failed++;
    return {
      bet: kind === 'DRAGON_TIGER' ? { player: 'dragon', banker: 'tiger', tie: 'tie' }[type] : type,
      rounds: n.toLocaleString('en'),
      stated: pct(stated),
      measured: pct(mean),
      ci99: `[${pct(low)}, ${pct(high)}]`,
      edge: pct(1 - mean),
      'edge incl. cancelled': pct(1 - all[type].result().mean),
      result: pass ? 'PASS' : 'FAIL',
    };
  });
  console.log(`${kind} ${table}: ${rounds.toLocaleString('en')} rounds from ${from}, ${voided} cancelled, ${seconds.toFixed(1)} s`);
  console.table(rows);
}
process.exit(failed ? 1 : 0);
