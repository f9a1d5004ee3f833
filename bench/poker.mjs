// node bench/poker.mjs [--hands=20000] [--bb=2000] [--samples=100] [--seed=1]
// Plays the demo vendor's heads-up Hold'em bot against bot with the table server's own engine
// (api/src/providers/poker.ts: the fair deal of each hand's seed, the blinds, the betting rules, the rake) and the
// table's loop (poker.service.ts advance: the bot's turns, the hand into the stacks, the next deal). Each table buys in
// 100 big blinds a seat; a busted table is replaced by a new one. Prints the vendor's margin (the rake) as a share of
// the pots and of the buy-ins, and per 100 hands; FAIL when a single chip was created or lost (stacks + rake must
// equal the buy-ins after every hand) or a rake broke its rule (5% of a flopped pot, at most 3 big blinds).
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const hands = Number(arg('hands', 20_000));
const bb = Number(arg('bb', 2000));
const samples = Number(arg('samples', 100));
const seed = Number(arg('seed', 1));

const poker = await tsImport(path.join(here, '../api/src/providers/poker.ts'), import.meta.url);
const service = await tsImport(path.join(here, '../api/src/providers/poker.service.ts'), import.meta.url);

const stakes = poker.stakesOf(bb);
const buyIn = 100 * bb;
const seedOf = (n) => crypto.createHash('sha256').update(`bench:${seed}:${n}`).digest('hex');
let seedNo = 0;

let played = 0;
let tables = 0;
let buyIns = 0;
let potTotal = 0;
let rakeTotal = 0;
let flopped = 0;
let showdowns = 0;
let splits = 0;
let failures = 0;
const started = performance.now();
while (played < hands) {
  tables++;
  buyIns += 2 * buyIn;
  let now = 0;
  const state = {
    stakes,
    seats: ['botA', 'botB'],
    bots: [true, true],
    stacks: [buyIn, buyIn],
    settledHand: 0,
    hand: poker.startHand({
      handNo: 1,
      button: 0,
      stacks: [buyIn, buyIn],
      seed: seedOf(seedNo++),
      clientSeed: `bench${tables}`,
      stakes,
      now,
    }),
    nextSeed: seedOf(seedNo++),
    timeouts: [0, 0],
    leaving: [],
    history: [],
    rake: 0,
  };
  for (;;) {
    // The table's own loop plays the bots' turns and deals the next hand when it is due.
    let settled = state.settledHand;
    service.advance(state, now, samples);
    while (state.settledHand > settled) {
      settled++;
      const h = state.hand.handNo === settled ? state.hand : null;
      const r = h?.result;
      if (!r) break;
      played++;
      potTotal += r.pot;
      rakeTotal += r.rake;
      if (h.shown >= 3) flopped++;
      if (r.folded === null) showdowns++;
      if (r.winners.length === 2) splits++;
      const expected = h.shown >= 3 ? Math.min(Math.floor((r.pot * poker.RAKE_PERCENT) / 100), poker.RAKE_CAP_BB * bb) : 0;
      if (r.rake !== expected) failures++;
      if (state.stacks[0] + state.stacks[1] + state.rake !== 2 * buyIn) failures++;
    }
    if (played >= hands || state.stacks[0] === 0 || state.stacks[1] === 0) break;
    now += poker.NEXT_HAND_MS;
  }
}
const seconds = (performance.now() - started) / 1000;
const pct = (x) => `${(x * 100).toFixed(3)}%`;
console.log(`heads-up Hold'em, bot v bot: ${played} hands at ${stakes.sb / 100}/${bb / 100} on ${tables} tables (buy-in 100 bb a seat)`);
console.log(`  pots ${potTotal / 100}, rake ${rakeTotal / 100} (the vendor's margin), buy-ins ${buyIns / 100}`);
console.log(
  `  rake / pots ${pct(rakeTotal / potTotal)}, rake / buy-ins ${pct(rakeTotal / buyIns)}, ${((rakeTotal / bb / played) * 100).toFixed(2)} bb per 100 hands`,
);
console.log(`  hands that saw a flop ${pct(flopped / played)}, showdowns ${pct(showdowns / played)}, split pots ${pct(splits / played)}`);
console.log(`  chips conserved after every hand, rake by its rule: ${failures === 0 ? 'PASS' : `FAIL (${failures})`}`);
console.log(`  ${(played / seconds).toFixed(0)} hands/s`);
process.exit(failures === 0 ? 0 : 1);
