import crypto from 'node:crypto';
import { fairRandom, hashServerSeed, type RandomSource } from '../games/bgs/fair';

/**
 * The demo vendor's fishing game engine (docs/games.md, "Fishing"), shared by every vendor's fishing room (JILI,
 * JOKER, SG, CQ9: the page draws each in its own theme).
 *
 * - Each shot is a bet of the cannon's level; the page says which kind of fish its bullet struck. The vendor decides
 *   whether the fish is caught: with probability p = RTP / multiplier, read from the platform's provably fair stream
 *   as one uniform integer u in [0, 1,000,000): caught when u < 960,000 / multiplier (an integer for every
 *   multiplier below, so every kind returns exactly 96%). A catch pays stake x multiplier.
 * - Shots go to the vendor in batches. Batch b's server seed is HMAC-SHA256(vendor secret, `fish:<b>`): its SHA-256 is
 *   shown before the batch's first shot, the seed itself once the batch is settled. Shot i of the batch (1, 2, ...)
 *   reads the stream (fair.ts) with client seed = the page's client seed and nonce = i.
 * - Because every kind returns the same RTP and the seed is unknown until the batch is settled, which fish a shot
 *   names cannot change its expected return: the vendor takes the page's word for what its bullet struck.
 */
export const FISH_RTP_PPM = 960_000;
export const FISH_RTP = FISH_RTP_PPM / 1_000_000;
const UNIT = 1_000_000;

export interface FishKind {
  kind: number;
  multiplier: number;
}
/** Small fish 2x up to the boss 250x (kind 7); the page draws and names them per theme. */
export const FISH_MULTIPLIERS = [2, 3, 5, 10, 20, 50, 100, 250] as const;
export const FISH_KINDS: FishKind[] = FISH_MULTIPLIERS.map((multiplier, kind) => ({ kind, multiplier }));

/** Cannon levels: the stake per shot, as multiples of the room's minimum bet. */
export const LEVEL_STEPS = [1, 2, 5, 10, 20, 50, 100] as const;
export const fishLevels = (minBet: number) => LEVEL_STEPS.map((s) => s * minBet);
/** At most this many shots in one batch (the page sends every 2 s or every 20 shots). */
export const MAX_BATCH_SHOTS = 50;

/** The catch threshold: caught when u < threshold (u uniform in [0, 1,000,000)). */
export const catchThreshold = (multiplier: number) => Math.floor(FISH_RTP_PPM / multiplier);
/** The stated probability that a shot at a fish of this multiplier catches it. */
export const catchProbability = (multiplier: number) => catchThreshold(multiplier) / UNIT;

/** The hit function: one shot at a fish of the kind, from a random source (the fair stream, or the bench's). */
export function shotCatches(random: RandomSource, kind: number): boolean {
  const multiplier = FISH_MULTIPLIERS[kind];
  if (multiplier === undefined) throw new RangeError(`no fish kind ${kind}`);
  return random.int(UNIT) < catchThreshold(multiplier);
}

export interface ShotOutcome {
  kind: number;
  stake: number;
  hit: boolean;
  win: number;
}

/** Decides a batch's shots from its seeds (anyone holding the revealed seed can run this again). */
export function decideBatch(serverSeed: string, clientSeed: string, shots: ReadonlyArray<{ kind: number; stake: number }>): ShotOutcome[] {
  return shots.map((shot, i) => {
    const hit = shotCatches(fairRandom(serverSeed, clientSeed, i + 1), shot.kind);
    return { kind: shot.kind, stake: shot.stake, hit, win: hit ? shot.stake * FISH_MULTIPLIERS[shot.kind] : 0 };
  });
}

export function batchSeedOf(secret: string, batchId: string): string {
  return crypto.createHmac('sha256', secret).update(`fish:${batchId}`).digest('hex');
}
export const batchCommitmentOf = (secret: string, batchId: string) => hashServerSeed(batchSeedOf(secret, batchId));
