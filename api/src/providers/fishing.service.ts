import crypto from 'node:crypto';
import type { Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { canonicalJson } from '../http/idempotency';
import type { FishBatch, FishBatchRequest, FishGame } from '@site/shared/src/contracts/fishing';
import { type CallbackSender, walletRefused } from './demo-provider';
import {
  FISH_KINDS,
  FISH_RTP,
  MAX_BATCH_SHOTS,
  batchCommitmentOf,
  batchSeedOf,
  catchProbability,
  decideBatch,
  fishLevels,
  type ShotOutcome,
} from './fishing';
import { playerKey } from './player-token';
import * as repo from './fishing.repository';

/**
 * The demo vendor's fishing server (docs/games.md, "Fishing"). The page fires shots at once and sends them in batches;
 * the vendor decides each shot from the batch's fair seed (fishing.ts) and moves the money only through the operator's
 * seamless-wallet callbacks, once per batch:
 * - one debit F<batch>:D of the batch's stakes (refused: the batch is refused and nothing moves);
 * - then one credit F<batch>:C of its wins (0 closes a batch that caught nothing);
 * - if the vendor fails after the debit (the credit is refused or fails), one rollback F<batch>:RB refunds the debit
 *   and the batch is cancelled.
 * The page's batch id makes it idempotent: sending the same batch again answers the first result and moves nothing;
 * the same id with another body is idempotency.conflict. The wallet answers a repeated callback with its first result.
 */

export const fishTx = (batchId: string, leg: 'D' | 'C' | 'RB') => `F${batchId}:${leg}`;
const roundOf = (batchId: string) => `F${batchId}`;

async function room(db: Queryable, game: string) {
  const row = await repo.findRoom(db, game);
  if (!row) throw new AppError('game.not.found');
  return { code: row.game_id, levels: fishLevels(Number(row.min_bet)) };
}

/** A room's fish, levels and stated return; with a batch id, that batch's commitment (shown before its shots). */
export async function fishGame(db: Queryable, secret: string, game: string, batchId: string | null): Promise<FishGame> {
  const r = await room(db, game);
  return {
    game: r.code,
    rtp: FISH_RTP,
    kinds: FISH_KINDS.map((k) => ({ ...k, probability: catchProbability(k.multiplier) })),
    levels: r.levels,
    maxShots: MAX_BATCH_SHOTS,
    commitment: batchId ? batchCommitmentOf(secret, batchId) : null,
  };
}

const shotsOf = (row: repo.FishBatchRow): ShotOutcome[] => (typeof row.shots === 'string' ? JSON.parse(row.shots) : row.shots);

function view(secret: string, row: repo.FishBatchRow, balance: number): FishBatch {
  return {
    batchId: row.batch_id,
    status: row.status === 'refused' ? 'refused' : row.status === 'cancelled' ? 'cancelled' : 'settled',
    refusal: row.refusal,
    shots: shotsOf(row),
    stake: Number(row.stake),
    win: Number(row.win),
    clientSeed: row.client_seed,
    commitment: batchCommitmentOf(secret, row.batch_id),
    serverSeed: batchSeedOf(secret, row.batch_id),
    balance,
  };
}

/** A refusal by the operator (4xx): nothing was debited. Anything else leaves the batch to be sent again. */
/** Settles one batch of shots: decided from its seeds, one debit of its stakes, one credit of its wins. */
export async function settleBatch(db: Queryable, send: CallbackSender, secret: string, req: FishBatchRequest): Promise<FishBatch> {
  const r = await room(db, req.game);
  const key = playerKey(req.token);
  const fingerprint = crypto
    .createHash('sha256')
    .update(canonicalJson({ game: r.code, clientSeed: req.clientSeed, shots: req.shots }))
    .digest('hex');
  let row = await repo.findBatch(db, req.batchId);
  if (row && (row.player_key !== key || row.fingerprint !== fingerprint)) throw new AppError('idempotency.conflict');
  if (!row) {
    if (req.shots.length > MAX_BATCH_SHOTS) throw new AppError('fishing.batch.limit');
    for (const shot of req.shots) if (!FISH_KINDS[shot.kind] || !r.levels.includes(shot.stake)) throw new AppError('game.bet.invalid');
    const shots = decideBatch(batchSeedOf(secret, req.batchId), req.clientSeed, req.shots);
    row = await repo.insertBatch(db, {
      batchId: req.batchId,
      playerKey: key,
      game: r.code,
      clientSeed: req.clientSeed,
      fingerprint,
      shots,
      stake: shots.reduce((s, x) => s + x.stake, 0),
      win: shots.reduce((s, x) => s + x.win, 0),
    });
    // Lost a race for the same id: answer as a repeat.
    if (!row) return settleBatch(db, send, secret, req);
  }
  const id = Number(row.id);
  const base = { playerToken: req.token, roundId: roundOf(row.batch_id), gameCode: r.code };
  /** Calls the batch off: one rollback of its debit (a refund if it was applied, a tombstone if not), once. */
  const cancel = async (batch: repo.FishBatchRow) => {
    const refund = await send('rollback', {
      ...base,
      transactionId: fishTx(batch.batch_id, 'RB'),
      refTransactionId: fishTx(batch.batch_id, 'D'),
    });
    await repo.setStatus(db, id, 'cancelled');
    return view(secret, { ...batch, status: 'cancelled' }, refund.balance);
  };
  if (row.status === 'open') {
    let refusal: string | null = null;
    try {
      const debit = await send('debit', { ...base, transactionId: fishTx(row.batch_id, 'D'), amount: Number(row.stake) });
      // ROLLED_BACK: a rollback of this debit arrived first (out of order); the wallet refused it.
      if (debit.status !== 'OK') refusal = 'fishing.batch.refused';
    } catch (error) {
      // The debit's answer was lost (applied or not): the batch is called off, so it holds no money whether or not
      // the page sends it again.
      if (!walletRefused(error)) return cancel(row);
      refusal = (error as AppError).errorCode;
    }
    row = { ...row, status: refusal ? 'refused' : 'debited', refusal };
    await repo.setStatus(db, id, row.status, refusal);
  }
  if (row.status === 'debited') {
    try {
      const credit = await send('credit', { ...base, transactionId: fishTx(row.batch_id, 'C'), amount: Number(row.win) });
      await repo.setStatus(db, id, 'settled');
      return view(secret, { ...row, status: 'settled' }, credit.balance);
    } catch {
      // The vendor failed after the debit: the batch is cancelled and its debit refunded once.
      return cancel(row);
    }
  }
  const { balance } = await send('balance', { playerToken: req.token });
  return view(secret, row, balance);
}
