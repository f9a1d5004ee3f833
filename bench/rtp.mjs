// node bench/rtp.mjs [--rounds=10000000] [--seed=20261123] [--game=slot|roulette|baccarat] [--fair=200000]
// Simulates the in-house (BGS) games with the same pure engines the API uses, no database, and prints the
// measured RTP with its 99% confidence interval (mean +- 2.576 standard errors) per game and bet type:
// PASS when the stated RTP lies inside. The simulation draws from a fast seeded generator (xoshiro128**) so
// ten million rounds measure the paytable, not SHA-256; --fair=N also plays N slot spins through the real
// provably fair HMAC stream as a cross-check. A fixed seed makes a run reproducible; change it to resample.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { accumulator } from './stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const rounds = Number(arg('rounds', 10_000_000));
const seed = Number(arg('seed', 20261123));
const only = arg('game', null);
const fairRounds = Number(arg('fair', 0));

const load = (file) => tsImport(path.join(here, '../api/src/games/bgs', file), import.meta.url);
const fair = await load('fair.ts');
const slot = await load('slot.ts');
const roulette = await load('roulette.ts');
const baccarat = await load('baccarat.ts');

const rows = [];
let failed = 0;
function report(game, bet, stated, acc, seconds) {
  const { n, mean, low, high } = acc.result();
  const pass = stated >= low && stated <= high;
  if (!pass) failed++;
  const pct = (x) => `${(x * 100).toFixed(3)}%`;
  rows.push({
    game,
    bet,
    rounds: n.toLocaleString('en'),
    stated: pct(stated),
    measured: pct(mean),
    ci99: `[${pct(low)}, ${pct(high)}]`,
    result: pass ? 'PASS' : 'FAIL',
    seconds: seconds.toFixed(1),
  });
}

function timed(fn) {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

if (!only || only === 'slot') {
  const random = fair.simulationRandom(seed);
  const acc = accumulator();
  const s = timed(() => {
    for (let i = 0; i < rounds; i++) acc.add(slot.slotReturnPerUnit(random));
  });
  report('slot (Royal Sevens, 20 lines)', 'spin', slot.SLOT_STATED_RTP, acc, s);
  if (fairRounds > 0) {
    const fairAcc = accumulator();
    const sf = timed(() => {
      // The real round path: HMAC stream from a server seed, a client seed and an increasing nonce.
      const serverSeed = fair.newServerSeed();
      for (let nonce = 0; nonce < fairRounds; nonce++) fairAcc.add(slot.slotReturnPerUnit(fair.fairRandom(serverSeed, 'bench', nonce)));
    });
    report('slot via provably fair HMAC', 'spin', slot.SLOT_STATED_RTP, fairAcc, sf);
  }
}

if (!only || only === 'roulette') {
  const random = fair.simulationRandom(seed + 1);
  // One bet per round, its target drawn from every bet the table offers: straight 0-36 and the outside bets.
  const targets = [...Array.from({ length: 37 }, (_, i) => String(i)), ...roulette.OUTSIDE_BETS];
  const covers = targets.map((t) => new Set(roulette.coveredNumbers(t)));
  const acc = accumulator();
  const s = timed(() => {
    for (let i = 0; i < rounds; i++) {
      const covered = covers[random.int(covers.length)];
      const pocket = random.int(roulette.ROULETTE_POCKETS);
      acc.add(covered.has(pocket) ? 36 / covered.size : 0);
    }
  });
  report('European roulette', 'every bet', roulette.ROULETTE_STATED_RTP, acc, s);
}

if (!only || only === 'baccarat') {
  const random = fair.simulationRandom(seed + 2);
  const accs = Object.fromEntries(baccarat.BACCARAT_BETS.map((type) => [type, accumulator()]));
  const unit = Object.fromEntries(baccarat.BACCARAT_BETS.map((type) => [type, { type, amount: 1 }]));
  const s = timed(() => {
    for (let i = 0; i < rounds; i++) {
      const hand = baccarat.dealBaccarat(() => random.int(52));
      for (const type of baccarat.BACCARAT_BETS) accs[type].add(baccarat.baccaratReturn(hand, unit[type]));
    }
  });
  for (const type of baccarat.BACCARAT_BETS) report('baccarat', type, baccarat.BACCARAT_STATED_RTP[type], accs[type], s);
}

console.log(`RTP simulation: ${rounds.toLocaleString('en')} rounds per game, seed ${seed}, 99% confidence intervals`);
console.table(rows);
console.log(
  failed === 0 ? 'PASS: every stated RTP lies inside its 99% confidence interval' : `FAIL: ${failed} stated RTP(s) outside the interval`,
);
process.exit(failed === 0 ? 0 : 1);
