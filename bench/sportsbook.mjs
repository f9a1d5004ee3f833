// node bench/sportsbook.mjs [--matches=20000] [--basketball=2000] [--secret=demo-provider-dev-secret] [--from=1000000]
// Plays the demo provider's book (api/src/providers/sportsbook.ts) match after match exactly as it draws them (the
// per-match server seed, the provably fair HMAC stream, Poisson goals and points, best-of-three maps), prices every
// market before kick-off and once in play (at an instant of the match fixed by its number) and stakes 1 on every
// offered selection. Prints per sport and market the realised return with its 99% confidence interval beside the
// stated return (1 / 1.05 = 95.24%, a margin of 4.76%) and beside the model's exact expectation of the offered prices
// (rounded down to two decimals, so a little under the stated return): PASS when that expectation lies inside the
// interval. Abandoned matches are void (stake back) and left out of the figures.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { accumulator } from './stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const matches = Number(arg('matches', 20_000));
const basketball = Number(arg('basketball', 2_000));
const secret = arg('secret', 'demo-provider-dev-secret');
const from = Number(arg('from', 1_000_000));
const sb = await tsImport(path.join(here, '../api/src/providers/sportsbook.ts'), import.meta.url);

const pct = (x) => `${(x * 100).toFixed(2)}%`;
let failed = 0;
const rows = [];
const start = process.hrtime.bigint();
for (const sport of sb.SPORTS) {
  const n = sport === 'basketball' ? basketball : matches;
  const byMarket = new Map();
  const acc = (key) => {
    if (!byMarket.has(key)) byMarket.set(key, { realised: accumulator(), expected: accumulator() });
    return byMarket.get(key);
  };
  let abandoned = 0;
  for (let slot = from; slot < from + n; slot++) {
    const m = sb.drawMatch(sb.serverSeedOf(secret, sb.matchIdOf(sport, slot)), sport, slot);
    if (m.abandoned) {
      abandoned++;
      continue;
    }
    // The in-play instant must not depend on the result (a match's length does: a third map, an overtime), or the
    // sample would be chosen by its outcome; an instant past the end of a shorter match prices nothing.
    const instant = m.kickoff + ((slot * 7919) % (115 * 60_000));
    for (const [phase, at] of [
      ['pre-match', m.kickoff - 1],
      ['in play', instant],
    ]) {
      const state = sb.stateAt(m, at);
      if (state.status === 'finished') continue;
      const dist = state.status === 'finished' ? null : sb.finalDistribution(m, state);
      for (const market of sb.marketsAt(m, state)) {
        for (const sel of market.selections) {
          if (sel.odds === null) continue;
          const r = sb.resultOf(market.market, sel.outcome, market.line, m.final);
          const a = acc(`${market.market} ${phase}`);
          a.realised.add(r === 'won' ? sel.odds / 100 : r === 'push' ? 1 : 0);
          // The model's expectation of this price: P(won) x odds + P(push).
          let won = 0;
          let push = 0;
          const byTotal = market.market === 'OU';
          for (const [k, p] of byTotal ? dist.total : dist.diff) {
            const x = sb.resultOf(market.market, sel.outcome, market.line, { home: k, away: 0 });
            if (x === 'won') won += p;
            else if (x === 'push') push += p;
          }
          a.expected.add((won * sel.odds) / 100 + push);
        }
      }
    }
  }
  for (const [key, a] of byMarket) {
    const { n: bets, mean, low, high } = a.realised.result();
    const expected = a.expected.result().mean;
    const pass = expected >= low && expected <= high;
    if (!pass) failed++;
    rows.push({
      sport,
      market: key,
      bets: bets.toLocaleString('en'),
      stated: pct(sb.STATED_RETURN),
      'model (rounded odds)': pct(expected),
      realised: pct(mean),
      ci99: `[${pct(low)}, ${pct(high)}]`,
      'realised margin': pct(1 - mean),
      result: pass ? 'PASS' : 'FAIL',
    });
  }
  console.log(`${sport}: ${n.toLocaleString('en')} matches from ${from}, ${abandoned} abandoned (void)`);
}
console.table(rows);
console.log(`${(Number(process.hrtime.bigint() - start) / 1e9).toFixed(1)} s; stated margin ${pct(1 - sb.STATED_RETURN)} per selection`);
process.exit(failed ? 1 : 0);
