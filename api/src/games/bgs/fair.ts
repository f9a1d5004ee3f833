import crypto from 'node:crypto';

/**
 * Provably fair randomness for the in-house games (vendor BGS).
 *
 * Protocol (documented for players on the verify page):
 * 1. The server picks a random server seed and shows only its SHA-256 hash before any round is played.
 * 2. The player sets a client seed (editable at any time between rounds).
 * 3. Round n uses bytes = HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`) for
 *    cursor 0, 1, 2, ... read as big-endian unsigned 32-bit words; the nonce then increments by one.
 * 4. An integer in [0, n) takes the next word u and accepts it when u < floor(2^32 / n) * n, answering u % n
 *    (rejection sampling: no modulo bias).
 * 5. Rotating the seed reveals the old server seed; anyone can check SHA-256(serverSeed) equals the hash shown
 *    and recompute every round played with it.
 */

/** A source of uniform integers; the game engines only ever ask this. */
export interface RandomSource {
  /** A uniform integer in [0, n), n a positive integer below 2^32. */
  int(n: number): number;
}

export function newServerSeed(): string {
  return crypto.randomBytes(32).toString('hex');
}

export function newClientSeed(): string {
  return crypto.randomBytes(8).toString('hex');
}

export function hashServerSeed(serverSeed: string): string {
  return crypto.createHash('sha256').update(serverSeed).digest('hex');
}

const TWO_32 = 0x1_0000_0000;

/** Rejection sampling over a stream of 32-bit words (step 4 above). */
export function uniformInt(nextWord: () => number, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n >= TWO_32) throw new RangeError(`bad range ${n}`);
  const limit = Math.floor(TWO_32 / n) * n;
  for (;;) {
    const u = nextWord();
    if (u < limit) return u % n;
  }
}

/** The round's random stream from revealed or committed seeds (steps 3 and 4). */
export function fairRandom(serverSeed: string, clientSeed: string, nonce: number): RandomSource & { wordsUsed(): number } {
  let cursor = 0;
  let block: Buffer = Buffer.alloc(0);
  let offset = 0;
  let used = 0;
  const nextWord = () => {
    if (offset + 4 > block.length) {
      block = crypto.createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor++}`).digest();
      offset = 0;
    }
    const word = block.readUInt32BE(offset);
    offset += 4;
    used++;
    return word;
  };
  return { int: (n) => uniformInt(nextWord, n), wordsUsed: () => used };
}

/**
 * xoshiro128** (Blackman and Vigna): a fast seeded generator for the RTP simulations only, where ten million
 * HMACs per game would measure the hash, not the paytable. Never used to decide a real round.
 */
export function simulationRandom(seed: number): RandomSource {
  // splitmix32 expands the seed into the four state words.
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split(),
    b = split(),
    c = split(),
    d = split();
  const nextWord = () => {
    const result = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0;
    const t = (b << 9) >>> 0;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
  return { int: (n) => uniformInt(nextWord, n) };
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
