// node bench/slots.mjs [--spins=2000000] [--vendor=PG|PP|JOKER|JILI|SG] [--seed=1]
// Spins each demo vendor's slot model (api/src/providers/vendor-slots.ts) millions of times with the seeded
// simulation generator (the same engine the slot server runs on the provably fair stream) and prints the realised
// return per unit bet with its 99% confidence interval: PASS when the stated RTP lies inside. For the ways and
// lines models the stated RTP is exact (exactRtp, also printed); for PP's tumbles it is a 10M-spin measure with
// another seed, so this run checks it independently.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { accumulator } from './stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const spins = Number(arg('spins', 2_000_000));
const only = arg('vendor', null);
const seed = Number(arg('seed', 1));

const slots = await tsImport(path.join(here, '../api/src/providers/vendor-slots.ts'), import.meta.url);
const fair = await tsImport(path.join(here, '../api/src/games/bgs/fair.ts'), import.meta.url);

const pct = (x) => `${(x * 100).toFixed(3)}%`;
const BET = 100;
let failed = 0;
const rows = [];
for (const model of Object.values(slots.SLOT_MODELS)) {
  if (only && only !== model.vendor) continue;
  const random = fair.simulationRandom(seed * 7919 + model.vendor.length);
  const acc = accumulator();
  let hits = 0,
    features = 0,
    top = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < spins; i++) {
    const o = slots.spinModel(model, random, BET);
    acc.add(o.win / BET);
    if (o.win > 0) hits++;
    if (o.freeSpins.length || o.screens.length > 2) features++;
    if (o.win > top) top = o.win;
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const { n, mean, low, high } = acc.result();
  const pass = model.statedRtp >= low && model.statedRtp <= high;
  if (!pass) failed++;
  const exact = slots.exactRtp(model);
  rows.push({
    vendor: model.vendor,
    mechanic: `${model.reels}x${model.rows} ${model.mechanic}`,
    spins: n.toLocaleString('en'),
    stated: pct(model.statedRtp),
    exact: exact === null ? '(measured)' : pct(exact),
    realised: pct(mean),
    ci99: `[${pct(low)}, ${pct(high)}]`,
    'hit rate': pct(hits / n),
    feature: pct(features / n),
    'top win x': top / BET,
    s: seconds.toFixed(1),
    result: pass ? 'PASS' : 'FAIL',
  });
}
console.log(`vendor slots: ${spins.toLocaleString('en')} spins each, seed ${seed} (feature: free spins, or 2+ tumbles)`);
console.table(rows);
process.exit(failed ? 1 : 0);
