// node bench/fishing.mjs [--shots=5000000] [--fair=200000] [--seed=1]
// Fires shots at every kind of fish through the demo vendor's hit function (api/src/providers/fishing.ts,
// shotCatches: caught when u < 960,000 / multiplier, u uniform in [0, 1,000,000)) and prints each kind's realised
// return with its 99.9% confidence interval, and the overall return of a mixed stream of shots: PASS when the stated
// 96% lies inside. --shots per kind run on the fast seeded generator (fair.ts simulationRandom); --fair more per kind
// are decided exactly as the vendor decides a batch (decideBatch: a batch seed, the HMAC stream, nonce = shot number).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { accumulator } from './stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const shots = Number(arg('shots', 5_000_000));
const fairShots = Number(arg('fair', 200_000));
const seed = Number(arg('seed', 1));

const fishing = await tsImport(path.join(here, '../api/src/providers/fishing.ts'), import.meta.url);
const { simulationRandom } = await tsImport(path.join(here, '../api/src/games/bgs/fair.ts'), import.meta.url);

const Z99 = 2.5758293035489;
const Z999 = 3.2905267314919;
const pct = (x) => `${(x * 100).toFixed(3)}%`;
const stated = fishing.FISH_RTP;
let failed = 0;
const row = (label, acc, n, extra = {}) => {
  // 99.9% intervals: 17 checks at 99% would fail one by chance in six runs; at 99.9% about one in sixty.
  const r = acc.result();
  const half = ((r.high - r.mean) * Z999) / Z99;
  const [mean, low, high] = [r.mean, r.mean - half, r.mean + half];
  const pass = stated >= low && stated <= high;
  if (!pass) failed++;
  return {
    fish: label,
    shots: n.toLocaleString('en'),
    ...extra,
    stated: pct(stated),
    realised: pct(mean),
    ci999: `[${pct(low)}, ${pct(high)}]`,
    result: pass ? 'PASS' : 'FAIL',
  };
};

const start = process.hrtime.bigint();
const random = simulationRandom(seed);
const overall = accumulator();
const rows = [];
for (const { kind, multiplier } of fishing.FISH_KINDS) {
  const acc = accumulator();
  let caught = 0;
  for (let i = 0; i < shots; i++) {
    const hit = fishing.shotCatches(random, kind);
    if (hit) caught++;
    acc.add(hit ? multiplier : 0);
  }
  rows.push(
    row(`kind ${kind} (${multiplier}x)`, acc, shots, {
      'caught %': pct(caught / shots),
      'stated p': pct(fishing.catchProbability(multiplier)),
    }),
  );
}
// A mixed stream: each shot at a kind drawn uniformly, a stake drawn from the levels (return per unit staked).
const levels = fishing.fishLevels(100);
let staked = 0;
let won = 0;
const mixed = shots * 2;
for (let i = 0; i < mixed; i++) {
  const kind = random.int(fishing.FISH_KINDS.length);
  const stake = levels[random.int(levels.length)];
  const win = fishing.shotCatches(random, kind) ? stake * fishing.FISH_MULTIPLIERS[kind] : 0;
  staked += stake;
  won += win;
  overall.add(win / stake);
}
rows.push(row('all kinds, mixed stakes', overall, mixed, { 'won / staked': pct(won / staked) }));
const simSeconds = Number(process.hrtime.bigint() - start) / 1e9;
console.log(
  `Fishing hit function: ${shots.toLocaleString('en')} shots per kind + ${mixed.toLocaleString('en')} mixed, seed ${seed}, ${simSeconds.toFixed(1)} s`,
);
console.table(rows);

// The vendor's own path: batches of 20 shots, each batch its own seed, decided from the HMAC stream.
const fairStart = process.hrtime.bigint();
const fairRows = [];
for (const { kind, multiplier } of fishing.FISH_KINDS) {
  const acc = accumulator();
  const batch = Array.from({ length: 20 }, () => ({ kind, stake: 100 }));
  for (let b = 0; b < fairShots / 20; b++) {
    const serverSeed = fishing.batchSeedOf('bench-secret', `bench${kind}x${b}`);
    for (const shot of fishing.decideBatch(serverSeed, 'bench-client', batch)) acc.add(shot.win / shot.stake);
  }
  fairRows.push(row(`kind ${kind} (${multiplier}x)`, acc, fairShots));
}
console.log(
  `Fair stream (decideBatch): ${fairShots.toLocaleString('en')} shots per kind, ${(Number(process.hrtime.bigint() - fairStart) / 1e9).toFixed(1)} s`,
);
console.table(fairRows);
process.exit(failed ? 1 : 0);
