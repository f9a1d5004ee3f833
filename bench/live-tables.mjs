// node bench/live-tables.mjs [--rounds=1000000] [--kind=BACCARAT|DRAGON_TIGER|ROULETTE|SICBO|COCKFIGHT] [--secret=demo-provider-dev-secret] [--from=0]
// Plays the demo provider's live tables (SA1001 baccarat, SA1003 dragon tiger, SA1005 roulette, WM1002 sic bo) round
// after round exactly as the table server deals them (api/src/providers/live-table.ts: per-round server seed, the
// provably fair HMAC stream, the punto banco tableau, one card each, a pocket of 37 or three dice, about one round in
// a hundred cancelled and refunded) and prints each bet's measured return and house edge with its confidence interval:
// PASS when the stated return (exact for this draw) lies inside. The intervals hold all at once with 99%
// (Bonferroni over every bet the run tests, about 60 at its defaults: familyZ in bench/stats.mjs), so a right game
// passes a run 99 times in 100 and the run exits 1 only when some bet is off. --stated-offset=0.005 shifts every
// stated return by half a point: a game that wrong fails (the check that the rule still has teeth). "edge" is per dealt round (the paytable);
// "edge incl. cancelled" counts the refunded rounds as returning the stake.
// COCKFIGHT plays the four arenas (api/src/providers/cockfight.ts): SV3 and DIG at fixed odds, DS88 and WGB at
// pari-mutuel pools (the crowd's pools of each fight, a bet of one minimum added): the stated return there is the
// mean of each fight's exact expectation (its card's chances times its odds or pool share, a draw refunding meron and
// wala), the margin 1 minus the measured return.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { accumulator, familyZ } from './stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const rounds = Number(arg('rounds', 1_000_000));
const only = arg('kind', null);
const secret = arg('secret', 'demo-provider-dev-secret');
const from = Number(arg('from', 0));
const statedOffset = Number(arg('stated-offset', 0));

const live = await tsImport(path.join(here, '../api/src/providers/live-table.ts'), import.meta.url);
const wheel = await tsImport(path.join(here, '../shared/src/games/live-wheel.ts'), import.meta.url);
const cock = await tsImport(path.join(here, '../api/src/providers/cockfight.ts'), import.meta.url);

const TABLES = { BACCARAT: 'SA1001', DRAGON_TIGER: 'SA1003', ROULETTE: 'SA1005', SICBO: 'WM1002' };
const BETS = {
  ...live.LIVE_BETS,
  ROULETTE: ['17', 's17-20', 'dozen2', 'column1', 'red', 'odd', 'high'],
  SICBO: wheel.SICBO_BETS,
};
const BET_NAMES = { DRAGON_TIGER: { player: 'dragon', banker: 'tiger', tie: 'tie' } };
const pct = (x) => `${(x * 100).toFixed(3)}%`;
const COCK_ARENAS = [
  ['SV3', 'SV31001'],
  ['DIG', 'DIG1001'],
  ['DS88', 'DS881001'],
  ['WGB', 'WGB1001'],
];
const COCK_SIDES = ['meron', 'wala', 'draw'];
const comparisons =
  Object.keys(TABLES)
    .filter((kind) => !only || only === kind)
    .reduce((sum, kind) => sum + BETS[kind].length, 0) + (!only || only === 'COCKFIGHT' ? COCK_ARENAS.length * COCK_SIDES.length : 0);
const Z = familyZ(comparisons);
console.log(`${comparisons} bets tested at once: each interval is mean ± ${Z.toFixed(3)} standard errors (99% for the family)`);
let failed = 0;
for (const [kind, table] of Object.entries(TABLES)) {
  if (only && only !== kind) continue;
  const bets = BETS[kind];
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
    const stated = live.LIVE_STATED_RTP[kind][live.betKey(kind, type)] + statedOffset;
    const { n, mean, low, high } = dealt[type].result(Z);
    const pass = stated >= low && stated <= high;
    if (!pass) failed++;
    return {
      bet: BET_NAMES[kind]?.[type] ?? type,
      rounds: n.toLocaleString('en'),
      stated: pct(stated),
      measured: pct(mean),
      interval: `[${pct(low)}, ${pct(high)}]`,
      edge: pct(1 - mean),
      'edge incl. cancelled': pct(1 - all[type].result().mean),
      result: pass ? 'PASS' : 'FAIL',
    };
  });
  console.log(`${kind} ${table}: ${rounds.toLocaleString('en')} rounds from ${from}, ${voided} cancelled, ${seconds.toFixed(1)} s`);
  console.table(rows);
}

// Cockfight: each arena's fights as the arena server runs them; the stated return is each fight's exact expectation.
if (!only || only === 'COCKFIGHT') {
  const fights = Math.min(rounds, 400_000);
  const MIN = 2000;
  for (const [vendor, arena] of COCK_ARENAS) {
    const cfg = cock.cockfightModeOf(vendor);
    const sides = COCK_SIDES;
    const measured = Object.fromEntries(sides.map((s) => [s, accumulator()]));
    const exact = Object.fromEntries(sides.map((s) => [s, 0]));
    let cancelled = 0;
    let played = 0;
    const start = process.hrtime.bigint();
    for (let n = from; n < from + fights; n++) {
      const card = cock.fightCard(secret, arena, n, MIN);
      const result = cock.fightResult(live.serverSeedOf(secret, arena, n), arena, n, card.meronBp);
      if (result.cancelled) {
        cancelled++;
        continue;
      }
      played++;
      const odds = cfg.mode === 'odds' ? cock.fixedOdds(card, cfg.margin) : null;
      for (const side of sides) {
        // A pari-mutuel bet of one minimum joins the crowd's pools.
        const pools = { ...card.crowd, [side]: card.crowd[side] + MIN };
        const bet = { side, amount: MIN, odds: odds ? odds[side] : null };
        measured[side].add(cock.cockReturn(cfg, result, bet, pools) / MIN);
        const p = { meron: card.meronBp / 1e4, draw: cock.DRAW_BP / 1e4, wala: (1e4 - cock.DRAW_BP - card.meronBp) / 1e4 };
        let e = 0;
        for (const w of sides) e += p[w] * cock.cockReturn(cfg, { ...result, winner: w }, bet, pools);
        exact[side] += e / MIN;
      }
    }
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const rows = sides.map((side) => {
      const stated = exact[side] / played + statedOffset;
      const { n, mean, low, high } = measured[side].result(Z);
      const pass = stated >= low && stated <= high;
      if (!pass) failed++;
      return {
        bet: side,
        fights: n.toLocaleString('en'),
        stated: pct(stated),
        measured: pct(mean),
        interval: `[${pct(low)}, ${pct(high)}]`,
        margin: pct(1 - mean),
        result: pass ? 'PASS' : 'FAIL',
      };
    });
    const how = cfg.mode === 'odds' ? `fixed odds, margin ${pct(cfg.margin)}` : `pools, commission ${pct(cfg.commission)}`;
    console.log(
      `COCKFIGHT ${vendor} ${arena} (${how}): ${fights.toLocaleString('en')} fights from ${from}, ${cancelled} cancelled, ${seconds.toFixed(1)} s`,
    );
    console.table(rows);
  }
}
process.exit(failed ? 1 : 0);
