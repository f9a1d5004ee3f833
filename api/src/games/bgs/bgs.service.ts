import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/errors';
import { assertSameRequest, canonicalJson, requestFingerprint } from '../../http/idempotency';
import { HOUSE, MAIN_WALLET, postTransferIn, walletBalance } from '../game-wallet';
import { fairRandom, hashServerSeed, newClientSeed, newServerSeed, type RandomSource } from './fair';
import { spinSlot, SLOT_LINES, SLOT_STATED_RTP } from './slot';
import { coveredNumbers, ROULETTE_STATED_RTP, spinRoulette } from './roulette';
import { BACCARAT_BETS, BACCARAT_STATED_RTP, playBaccarat, type BaccaratBetType } from './baccarat';
import * as repo from './bgs.repository';
import { BGS_GAMES, type BgsGame, type BgsRound, type FreeRound, type SeedView } from '@site/shared/src/contracts/bgs';

export { BGS_GAMES, type BgsGame };

/** Catalogue ids (seeded by the lobby catalogue) of the in-house games. */
export const BGS_GAME_IDS: Record<string, BgsGame> = { 'bgs-slot': 'slot', 'bgs-roulette': 'roulette', 'bgs-baccarat': 'baccarat' };

/** Stakes are whole baht (multiples of 100 minor units): slot line bets and the banker's 0.95 stay integers. */
export const BET_UNIT = 100;
export const MAX_ROUND_BET = 1_000_000;
export const MAX_BETS_PER_ROUND = 60;

export type PlayRequest =
  | { game: 'slot'; bet: number }
  | { game: 'roulette'; bets: Array<{ target: string; amount: number }> }
  | { game: 'baccarat'; bets: Array<{ type: BaccaratBetType; amount: number }> };

export const STATED_RTP = { slot: SLOT_STATED_RTP, roulette: ROULETTE_STATED_RTP, baccarat: BACCARAT_STATED_RTP };

const invalid = (why: string) => new AppError('game.bet.invalid', why);
const isStake = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= BET_UNIT && v % BET_UNIT === 0 && v <= MAX_ROUND_BET;

/** Validates a play body for a game; amounts are positive whole baht in minor units. */
export function parsePlay(game: string, body: unknown): PlayRequest {
  if (!BGS_GAMES.includes(game as BgsGame)) throw new AppError('game.not.found');
  const b = (body ?? {}) as Record<string, unknown>;
  if (game === 'slot') {
    if (!isStake(b.bet) || (b.bet as number) % SLOT_LINES !== 0) throw invalid('bet must be whole baht');
    return { game, bet: b.bet as number };
  }
  if (!Array.isArray(b.bets) || b.bets.length === 0 || b.bets.length > MAX_BETS_PER_ROUND) throw invalid('bets must be a non-empty list');
  let total = 0;
  if (game === 'roulette') {
    const bets = b.bets.map((raw) => {
      const bet = (raw ?? {}) as Record<string, unknown>;
      if (typeof bet.target !== 'string' || !coveredNumbers(bet.target) || !isStake(bet.amount)) throw invalid('bad roulette bet');
      total += bet.amount;
      return { target: bet.target, amount: bet.amount };
    });
    if (total > MAX_ROUND_BET) throw invalid('round bet too large');
    return { game, bets };
  }
  const bets = b.bets.map((raw) => {
    const bet = (raw ?? {}) as Record<string, unknown>;
    if (!BACCARAT_BETS.includes(bet.type as BaccaratBetType) || !isStake(bet.amount)) throw invalid('bad baccarat bet');
    total += bet.amount;
    return { type: bet.type as BaccaratBetType, amount: bet.amount };
  });
  if (total > MAX_ROUND_BET) throw invalid('round bet too large');
  return { game: 'baccarat', bets };
}

/** The outcome of a round from its random stream: the same function plays and verifies. */
export function outcomeOf(request: PlayRequest, random: RandomSource) {
  switch (request.game) {
    case 'slot':
      return spinSlot(random, request.bet);
    case 'roulette':
      return spinRoulette(random, request.bets);
    case 'baccarat':
      return playBaccarat(random, request.bets);
  }
}

const seedView = (s: repo.SeedRow): SeedView => ({ serverSeedHash: s.server_seed_hash, clientSeed: s.client_seed, nonce: s.nonce });

export async function currentSeed(db: Queryable, memberId: number): Promise<SeedView> {
  const found = await repo.activeSeed(db, memberId);
  if (found) return seedView(found);
  const serverSeed = newServerSeed();
  await repo.insertSeedIfNone(db, memberId, serverSeed, hashServerSeed(serverSeed), newClientSeed());
  return seedView((await repo.activeSeed(db, memberId))!);
}

export const CLIENT_SEED_PATTERN = /^[\x21-\x7e]{1,64}$/;

/** Reveals the active server seed and starts a new pair (nonce 0) with the given or the same client seed. */
export async function rotateSeed(db: Db, memberId: number, clientSeed?: string) {
  if (clientSeed !== undefined && !CLIENT_SEED_PATTERN.test(clientSeed)) throw invalid('client seed: 1-64 printable characters');
  await currentSeed(db, memberId);
  return db.transaction(async (tx) => {
    const old = (await repo.activeSeed(tx, memberId, true))!;
    await repo.retireSeed(tx, old.id);
    const serverSeed = newServerSeed();
    const next = await repo.insertSeed(tx, memberId, serverSeed, hashServerSeed(serverSeed), clientSeed ?? old.client_seed);
    return {
      revealed: { serverSeed: old.server_seed, serverSeedHash: old.server_seed_hash, clientSeed: old.client_seed, roundsPlayed: old.nonce },
      next: seedView(next),
    };
  });
}

const roundView = (r: repo.RoundRow): BgsRound => ({
  id: Number(r.id),
  roundId: r.client_round_id,
  game: r.game,
  nonce: r.nonce,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  serverSeed: r.server_seed,
  totalBet: Number(r.total_bet),
  win: Number(r.win),
  outcome: r.outcome,
  request: r.request,
  createdAt: new Date(r.created_at).getTime(),
});

export const ROUND_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Plays one round for real money: the member's seed row is locked (one round at a time per member, nonce in
 * order), the bet and the win are ledger transfers keyed by the client's round id, all in one transaction.
 * A repeated round id answers the stored round (same request) or idempotency.conflict (different request).
 */
export async function playRound(db: Db, member: { id: number; merchantCode: string }, clientRoundId: string, request: PlayRequest) {
  if (!ROUND_ID_PATTERN.test(clientRoundId)) throw invalid('roundId: 8-64 of A-Z a-z 0-9 _ -');
  await currentSeed(db, member.id);
  return db.transaction(async (tx) => {
    const seed = (await repo.activeSeed(tx, member.id, true))!;
    const previous = await repo.roundByClientId(tx, member.id, clientRoundId);
    if (previous) {
      assertSameRequest(previous.request_fingerprint, request);
      return { ...roundView(previous), replayed: true, balance: await walletBalance(tx, member.id, MAIN_WALLET), seed: seedView(seed) };
    }
    const outcome = outcomeOf(request, fairRandom(seed.server_seed, seed.client_seed, seed.nonce));
    const key = `BGS:${member.id}:${clientRoundId}`;
    // vendor and gameId name the catalogue entry (bgs-<game>), so the records show the lobby's name of the game.
    const meta = { game: request.game, roundId: clientRoundId, nonce: seed.nonce, vendor: 'BGS', gameId: `bgs-${request.game}` };
    let result = await postTransferIn(tx, {
      merchantCode: member.merchantCode,
      idempotencyKey: `${key}:BET`,
      code: 'BET',
      from: { memberId: member.id, wallet: MAIN_WALLET },
      to: { house: HOUSE.bgs },
      amount: outcome.totalBet,
      memo: `BGS ${request.game} bet`,
      meta,
    });
    if (outcome.win > 0) {
      result = await postTransferIn(tx, {
        merchantCode: member.merchantCode,
        idempotencyKey: `${key}:WIN`,
        code: 'WIN',
        from: { house: HOUSE.bgs },
        to: { memberId: member.id, wallet: MAIN_WALLET },
        amount: outcome.win,
        memo: `BGS ${request.game} win`,
        meta,
      });
    }
    await repo.advanceNonce(tx, seed.id);
    const id = await repo.insertRound(tx, {
      memberId: member.id,
      game: request.game,
      clientRoundId,
      seedId: seed.id,
      nonce: seed.nonce,
      request,
      requestFingerprint: requestFingerprint(request),
      outcome,
      totalBet: outcome.totalBet,
      win: outcome.win,
    });
    return {
      id,
      roundId: clientRoundId,
      game: request.game,
      nonce: seed.nonce,
      serverSeedHash: seed.server_seed_hash,
      clientSeed: seed.client_seed,
      serverSeed: null,
      totalBet: outcome.totalBet,
      win: outcome.win,
      outcome,
      request,
      createdAt: Date.now(),
      replayed: false,
      balance: result.balances[MAIN_WALLET] ?? (await walletBalance(tx, member.id, MAIN_WALLET)),
      seed: { ...seedView(seed), nonce: seed.nonce + 1 },
    };
  });
}

/** Free play (accountType 0, guests): a throw-away seed revealed at once, no money, nothing stored. */
export function playFree(request: PlayRequest, clientSeed = 'free-play'): FreeRound {
  const serverSeed = newServerSeed();
  const outcome = outcomeOf(request, fairRandom(serverSeed, clientSeed, 0));
  return {
    game: request.game,
    free: true,
    nonce: 0,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed,
    totalBet: outcome.totalBet,
    win: outcome.win,
    outcome,
  };
}

export async function memberRounds(db: Queryable, memberId: number, game: string | null) {
  return (await repo.recentRounds(db, memberId, game, 30)).map(roundView);
}

/** Recomputes any round from seeds (public: the player brings revealed seeds, or verifies a stored round). */
export function verifyRound(input: { game: string; serverSeed: string; clientSeed: string; nonce: number; request: unknown }) {
  const request = parsePlay(input.game, input.request);
  const outcome = outcomeOf(request, fairRandom(input.serverSeed, input.clientSeed, input.nonce));
  return { serverSeedHash: hashServerSeed(input.serverSeed), outcome, totalBet: outcome.totalBet, win: outcome.win };
}

/** Verifies a stored round of the member once its seed is revealed: recomputed outcome equals the stored one. */
export async function verifyStoredRound(db: Queryable, memberId: number, id: number) {
  const row = await repo.roundById(db, memberId, id);
  if (!row) throw new AppError('not.found');
  if (!row.server_seed) throw new AppError('bgs.seed.not.revealed');
  const recomputed = verifyRound({
    game: row.game,
    serverSeed: row.server_seed,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    request: row.request,
  });
  const round = roundView(row);
  return {
    round,
    recomputed: recomputed.outcome,
    hashMatches: recomputed.serverSeedHash === row.server_seed_hash,
    outcomeMatches: canonicalJson(recomputed.outcome) === canonicalJson(row.outcome),
  };
}
