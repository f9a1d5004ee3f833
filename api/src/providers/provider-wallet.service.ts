import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { hashToken } from '../session/session.repository';
import { HOUSE, MAIN_WALLET, postTransferIn, walletBalance } from '../games/game-wallet';
import type { ProviderConfig } from './provider.config';
import * as repo from './provider.repository';

/**
 * The operator side of the seamless wallet: a provider calls debit (bet), credit (win, 0 closes a losing round)
 * and rollback (undo a debit or credit) with its player token and its own transaction id. Each call is
 * HMAC-signed and idempotent by (provider, transaction id): a repeat answers the first result and moves no
 * money; a rollback that arrives before its debit leaves a tombstone, so the late debit is refused.
 */
export interface CallbackBody {
  playerToken: string;
  transactionId: string;
  roundId?: string;
  amount?: number;
  refTransactionId?: string;
  gameCode?: string;
}

export interface CallbackResult {
  transactionId: string;
  /** OK: applied (or replayed); ROLLED_BACK: the debit was undone or refused by a tombstone. */
  status: 'OK' | 'ROLLED_BACK';
  balance: number;
  replayed: boolean;
}

/** hex HMAC-SHA256 of the raw request body under the provider's secret (header X-Signature). */
export function signBody(secret: string, rawBody: string): string {
  return crypto.createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function verifySignature(provider: ProviderConfig, rawBody: string, signature: unknown): void {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) throw new AppError('provider.signature.invalid');
  const expected = Buffer.from(signBody(provider.secret, rawBody), 'hex');
  if (!crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new AppError('provider.signature.invalid');
}

const TX_ID = /^[A-Za-z0-9:_.-]{1,80}$/;
const isAmount = (v: unknown, allowZero: boolean) => typeof v === 'number' && Number.isSafeInteger(v) && (allowZero ? v >= 0 : v > 0) && v <= 1e12;

function check(body: CallbackBody, kind: 'debit' | 'credit' | 'rollback') {
  if (typeof body.playerToken !== 'string' || body.playerToken.length < 10 || body.playerToken.length > 128) throw new AppError('provider.session.invalid');
  if (typeof body.transactionId !== 'string' || !TX_ID.test(body.transactionId)) throw new AppError('validation.failed', 'transactionId');
  if (body.roundId !== undefined && (typeof body.roundId !== 'string' || !TX_ID.test(body.roundId))) throw new AppError('validation.failed', 'roundId');
  if (kind === 'debit' && !isAmount(body.amount, false)) throw new AppError('amount.invalid');
  if (kind === 'credit' && !isAmount(body.amount, true)) throw new AppError('amount.invalid');
  if (kind === 'rollback' && (typeof body.refTransactionId !== 'string' || !TX_ID.test(body.refTransactionId))) throw new AppError('validation.failed', 'refTransactionId');
}

async function sessionOf(tx: Queryable, provider: ProviderConfig, token: string) {
  const session = await repo.findSession(tx, provider.code, hashToken(token));
  if (!session) throw new AppError('provider.session.invalid');
  // vendor and gameId (the catalogue's, as launched) go into each transfer's meta: the records name the game by them.
  return { memberId: Number(session.member_id), merchantCode: session.merchant_code, gameType: session.game_type, game: { vendor: session.vendor, gameId: session.game_code } };
}

const houseOf = (provider: ProviderConfig, gameType: string) => ({ house: HOUSE.provider(provider.adapter === 'demo' ? `DEMO_${gameType}` : provider.code) });

async function answer(tx: Queryable, memberId: number, transactionId: string, status: CallbackResult['status'], replayed: boolean): Promise<CallbackResult> {
  return { transactionId, status, balance: await walletBalance(tx, memberId, MAIN_WALLET), replayed };
}

/** A repeat of a transaction id: the same kind, member and amount answer the first result; anything else conflicts. */
function replayOf(existing: repo.ProviderTxRow, kind: string, memberId: number, amount: number | null) {
  if (existing.status === 'tombstone' && kind === 'debit') return 'ROLLED_BACK' as const;
  if (existing.kind !== kind || Number(existing.member_id) !== memberId || (amount !== null && Number(existing.amount) !== amount)) {
    throw new AppError('idempotency.conflict');
  }
  return existing.status === 'rolled_back' ? ('ROLLED_BACK' as const) : ('OK' as const);
}

export async function debit(db: Db, provider: ProviderConfig, body: CallbackBody): Promise<CallbackResult> {
  check(body, 'debit');
  return db.transaction(async (tx) => {
    const s = await sessionOf(tx, provider, body.playerToken);
    const amount = body.amount!;
    const claimed = await repo.claimTransaction(tx, { provider: provider.code, transactionId: body.transactionId, kind: 'debit', memberId: s.memberId, roundId: body.roundId ?? null, amount, status: 'applied' });
    if (!claimed) {
      const existing = (await repo.findTransaction(tx, provider.code, body.transactionId))!;
      return answer(tx, s.memberId, body.transactionId, replayOf(existing, 'debit', s.memberId, existing.status === 'tombstone' ? null : amount), true);
    }
    await postTransferIn(tx, {
      merchantCode: s.merchantCode,
      idempotencyKey: `PROV:${provider.code}:${body.transactionId}`,
      code: 'BET',
      from: { memberId: s.memberId, wallet: MAIN_WALLET },
      to: houseOf(provider, s.gameType),
      amount,
      memo: `${provider.code} bet ${body.gameCode ?? ''}`.trim(),
      meta: { provider: provider.code, roundId: body.roundId, transactionId: body.transactionId, ...s.game },
    });
    return answer(tx, s.memberId, body.transactionId, 'OK', false);
  });
}

export async function credit(db: Db, provider: ProviderConfig, body: CallbackBody): Promise<CallbackResult> {
  check(body, 'credit');
  return db.transaction(async (tx) => {
    const s = await sessionOf(tx, provider, body.playerToken);
    const amount = body.amount!;
    const claimed = await repo.claimTransaction(tx, { provider: provider.code, transactionId: body.transactionId, kind: 'credit', memberId: s.memberId, roundId: body.roundId ?? null, amount, status: 'applied' });
    if (!claimed) {
      const existing = (await repo.findTransaction(tx, provider.code, body.transactionId))!;
      return answer(tx, s.memberId, body.transactionId, replayOf(existing, 'credit', s.memberId, amount), true);
    }
    // A zero credit closes a losing round: recorded, no transfer (the ledger moves positive amounts only).
    if (amount > 0) {
      await postTransferIn(tx, {
        merchantCode: s.merchantCode,
        idempotencyKey: `PROV:${provider.code}:${body.transactionId}`,
        code: 'WIN',
        from: houseOf(provider, s.gameType),
        to: { memberId: s.memberId, wallet: MAIN_WALLET },
        amount,
        memo: `${provider.code} win ${body.gameCode ?? ''}`.trim(),
        meta: { provider: provider.code, roundId: body.roundId, transactionId: body.transactionId, ...s.game },
      });
    }
    return answer(tx, s.memberId, body.transactionId, 'OK', false);
  });
}

export async function rollback(db: Db, provider: ProviderConfig, body: CallbackBody): Promise<CallbackResult> {
  check(body, 'rollback');
  return db.transaction(async (tx) => {
    const s = await sessionOf(tx, provider, body.playerToken);
    const refId = body.refTransactionId!;
    const claimed = await repo.claimTransaction(tx, { provider: provider.code, transactionId: body.transactionId, kind: 'rollback', memberId: s.memberId, roundId: body.roundId ?? null, amount: 0, status: 'applied', refTransactionId: refId });
    if (!claimed) {
      const existing = (await repo.findTransaction(tx, provider.code, body.transactionId))!;
      if (existing.ref_transaction_id !== refId) throw new AppError('idempotency.conflict');
      return answer(tx, s.memberId, body.transactionId, replayOf(existing, 'rollback', s.memberId, null), true);
    }
    let ref = await repo.findTransaction(tx, provider.code, refId, true);
    if (!ref) {
      // Out of order: remember the rollback so the debit, if it ever arrives, is refused.
      const tomb = await repo.claimTransaction(tx, { provider: provider.code, transactionId: refId, kind: 'debit', memberId: s.memberId, roundId: body.roundId ?? null, amount: 0, status: 'tombstone' });
      if (tomb) return answer(tx, s.memberId, body.transactionId, 'OK', false);
      ref = (await repo.findTransaction(tx, provider.code, refId, true))!;
    }
    if (Number(ref.member_id) !== s.memberId || ref.kind === 'rollback') throw new AppError('idempotency.conflict');
    if (ref.status !== 'applied') return answer(tx, s.memberId, body.transactionId, 'OK', false);
    const amount = Number(ref.amount);
    if (amount > 0) {
      const member = { memberId: s.memberId, wallet: MAIN_WALLET };
      const house = houseOf(provider, s.gameType);
      await postTransferIn(tx, {
        merchantCode: s.merchantCode,
        idempotencyKey: `PROV:${provider.code}:${body.transactionId}`,
        code: 'ROLLBACK',
        from: ref.kind === 'debit' ? house : member,
        to: ref.kind === 'debit' ? member : house,
        amount,
        memo: `${provider.code} rollback ${refId}`,
        meta: { provider: provider.code, refTransactionId: refId, ...s.game },
      });
    }
    await repo.setStatus(tx, Number(ref.id), 'rolled_back');
    return answer(tx, s.memberId, body.transactionId, 'OK', false);
  });
}
