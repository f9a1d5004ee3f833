import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { assertSameRequest, requestFingerprint } from '../http/idempotency';
import { hashToken } from '../session/session.repository';
import { HOUSE, postTransferIn, walletBalance } from '../games/game-wallet';
import type { ProviderConfig } from './provider.config';
import { ADAPTERS } from './provider.adapter';
import * as repo from './provider.repository';
import type { CallbackResult, ProviderCallback } from '@site/shared/src/contracts/providers';

/**
 * The operator side of the seamless wallet, the contract every provider adapter plays by:
 * - balance: the balance of the wallet the player's game plays from (fixed at launch: the vendor's wallet, or MAIN).
 * - debit (bet) and credit (win; 0 closes a losing round) carry the player token, the provider's transaction id and
 *   its round id. A credit needs its debit: a credit for a round with no standing debit of that player (never debited,
 *   refused, rolled back) moves no money; it is recorded for an operator to review (status REVIEW) and paid only when
 *   an operator approves it.
 * - a round is credited once: the credit that ends it (its first, unless it carries `roundEnd: false`; the adapter's
 *   closesRound) closes the player's round, and a later credit of that round with a new transaction id is held for
 *   review the same way (hold reason round-closed). A rollback of the closing credit opens the round again.
 * - rollback undoes one earlier debit or credit. A rollback of a transaction never seen moves no money either: it
 *   leaves a tombstone, so the late debit is refused.
 * Each call is HMAC-signed and idempotent by (provider, transaction id): a repeat of the same request answers the
 * first result and moves no money; the same transaction id with another request is idempotency.conflict.
 */
/** A callback's body as the provider signed it (checked here, field by field). */
export type CallbackBody = ProviderCallback;
export type { CallbackResult };

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
const GAME_CODE = /^[A-Za-z0-9_.-]{1,60}$/;
const isAmount = (v: unknown, allowZero: boolean) =>
  typeof v === 'number' && Number.isSafeInteger(v) && (allowZero ? v >= 0 : v > 0) && v <= 1e12;

type Kind = 'debit' | 'credit' | 'rollback';

function checkToken(body: { playerToken?: unknown }) {
  if (typeof body.playerToken !== 'string' || body.playerToken.length < 10 || body.playerToken.length > 128)
    throw new AppError('provider.session.invalid');
}

function check(body: CallbackBody, kind: Kind) {
  checkToken(body);
  if (typeof body.transactionId !== 'string' || !TX_ID.test(body.transactionId)) throw new AppError('validation.failed', 'transactionId');
  // A bet and its win meet by round id: debit and credit must name their round.
  if (kind !== 'rollback' && body.roundId === undefined) throw new AppError('validation.failed', 'roundId');
  if (body.roundId !== undefined && (typeof body.roundId !== 'string' || !TX_ID.test(body.roundId)))
    throw new AppError('validation.failed', 'roundId');
  if (body.gameCode !== undefined && (typeof body.gameCode !== 'string' || !GAME_CODE.test(body.gameCode)))
    throw new AppError('validation.failed', 'gameCode');
  if (kind === 'debit' && !isAmount(body.amount, false)) throw new AppError('amount.invalid');
  if (kind === 'credit' && !isAmount(body.amount, true)) throw new AppError('amount.invalid');
  if (body.roundEnd !== undefined && (kind !== 'credit' || typeof body.roundEnd !== 'boolean'))
    throw new AppError('validation.failed', 'roundEnd');
  if (kind === 'rollback' && (typeof body.refTransactionId !== 'string' || !TX_ID.test(body.refTransactionId)))
    throw new AppError('validation.failed', 'refTransactionId');
}

interface Session {
  memberId: number;
  merchantCode: string;
  gameType: string;
  wallet: string;
  /** The catalogue's vendor and game id, as launched: each transfer's meta carries them, and the records name the game by them. */
  game: { vendor: string; gameId: string };
}

/**
 * The player's session. A credit or rollback (`settling`) also finds one past its 12 hours: a sports bet settles
 * when its match's result is published, hours or days after it was placed, and such a callback can only pay or
 * refund a round that session's own debit opened (docs/games.md, "Sportsbook and e-sports").
 */
async function sessionOf(tx: Queryable, provider: ProviderConfig, token: string, settling = false): Promise<Session> {
  const session = await repo.findSession(tx, provider.code, hashToken(token), settling);
  if (!session) throw new AppError('provider.session.invalid');
  return {
    memberId: Number(session.member_id),
    merchantCode: session.merchant_code,
    gameType: session.game_type,
    wallet: session.wallet,
    game: { vendor: session.vendor, gameId: session.game_code },
  };
}

const houseOf = (provider: ProviderConfig, gameType: string) => ({
  house: HOUSE.provider(provider.adapter === 'demo' ? `DEMO_${gameType}` : provider.code),
});

/** What a callback asks, for its transaction id's fingerprint (the player token only says who asks). */
const requestOf = (kind: Kind, s: Session, body: CallbackBody) => ({
  kind,
  memberId: s.memberId,
  roundId: body.roundId ?? null,
  amount: body.amount ?? null,
  refTransactionId: body.refTransactionId ?? null,
  gameCode: body.gameCode ?? null,
  // Not roundEnd: it moves no money, and a repeat of a credit answers its first result whatever it says.
});

async function answer(
  tx: Queryable,
  memberId: number,
  wallet: string,
  transactionId: string,
  status: CallbackResult['status'],
  replayed: boolean,
): Promise<CallbackResult> {
  return { transactionId, status, balance: await walletBalance(tx, memberId, wallet), replayed };
}

const STATUS_OF: Record<repo.ProviderTxRow['status'], CallbackResult['status']> = {
  pending: 'OK',
  applied: 'OK',
  refused: 'OK',
  tombstone: 'ROLLED_BACK',
  rolled_back: 'ROLLED_BACK',
  review: 'REVIEW',
};

/**
 * Claims the transaction id for this request, or answers its earlier use: the same request is replayed, another
 * is idempotency.conflict. A debit that finds the tombstone of an earlier rollback is refused (ROLLED_BACK).
 */
async function claim(
  tx: Queryable,
  provider: ProviderConfig,
  kind: Kind,
  s: Session,
  body: CallbackBody,
  status: repo.ProviderTxRow['status'],
  holdReason: repo.HoldReason | null = null,
) {
  const request = requestOf(kind, s, body);
  const claimed = await repo.claimTransaction(tx, {
    provider: provider.code,
    transactionId: body.transactionId,
    kind,
    memberId: s.memberId,
    roundId: body.roundId ?? null,
    amount: body.amount ?? 0,
    status,
    wallet: s.wallet,
    gameType: s.gameType,
    requestFingerprint: requestFingerprint(request),
    refTransactionId: body.refTransactionId ?? null,
    holdReason,
  });
  if (claimed) return { claimed, replay: null };
  const existing = (await repo.findTransaction(tx, provider.code, body.transactionId))!;
  if (existing.status === 'tombstone' && kind === 'debit' && Number(existing.member_id) === s.memberId) {
    return { claimed: null, replay: await answer(tx, s.memberId, s.wallet, body.transactionId, 'ROLLED_BACK', true) };
  }
  assertSameRequest(existing.request_fingerprint, request);
  return { claimed: null, replay: await answer(tx, s.memberId, existing.wallet, body.transactionId, STATUS_OF[existing.status], true) };
}

export async function balance(
  db: Db,
  provider: ProviderConfig,
  body: { playerToken?: unknown },
): Promise<{ balance: number; wallet: string; playerId: string }> {
  checkToken(body);
  const s = await sessionOf(db, provider, body.playerToken as string);
  // playerId: the vendor's stable name for the player across sessions (its bet history is kept by it).
  return { balance: await walletBalance(db, s.memberId, s.wallet), wallet: s.wallet, playerId: `${s.merchantCode}-${s.memberId}` };
}

export async function debit(db: Db, provider: ProviderConfig, body: CallbackBody): Promise<CallbackResult> {
  check(body, 'debit');
  return db.transaction(async (tx) => {
    const s = await sessionOf(tx, provider, body.playerToken);
    const { replay } = await claim(tx, provider, 'debit', s, body, 'applied');
    if (replay) return replay;
    await postTransferIn(tx, {
      merchantCode: s.merchantCode,
      idempotencyKey: `PROV:${provider.code}:${body.transactionId}`,
      code: 'BET',
      from: { memberId: s.memberId, wallet: s.wallet },
      to: houseOf(provider, s.gameType),
      amount: body.amount!,
      memo: `${provider.code} bet ${body.gameCode ?? ''}`.trim(),
      meta: { provider: provider.code, roundId: body.roundId, transactionId: body.transactionId, ...s.game },
    });
    return answer(tx, s.memberId, s.wallet, body.transactionId, 'OK', false);
  });
}

/** The WIN transfer of a credit (none for 0: the ledger moves positive amounts only). */
async function payCredit(
  tx: Queryable,
  provider: ProviderConfig,
  c: {
    merchantCode: string;
    memberId: number;
    wallet: string;
    gameType: string;
    transactionId: string;
    roundId: string | null;
    amount: number;
    gameCode?: string;
    game?: Session['game'];
  },
) {
  if (c.amount <= 0) return;
  await postTransferIn(tx, {
    merchantCode: c.merchantCode,
    idempotencyKey: `PROV:${provider.code}:${c.transactionId}`,
    code: 'WIN',
    from: houseOf(provider, c.gameType),
    to: { memberId: c.memberId, wallet: c.wallet },
    amount: c.amount,
    memo: `${provider.code} win ${c.gameCode ?? ''}`.trim(),
    meta: { provider: provider.code, roundId: c.roundId, transactionId: c.transactionId, ...c.game },
  });
}

export async function credit(db: Db, provider: ProviderConfig, body: CallbackBody): Promise<CallbackResult> {
  check(body, 'credit');
  return db.transaction(async (tx) => {
    const s = await sessionOf(tx, provider, body.playerToken, true);
    const roundId = body.roundId!;
    // Credits of one round one at a time: whether the round is closed holds until this one is recorded.
    const round = await repo.lockRound(tx, provider.code, s.memberId, roundId);
    // A credit needs its debit and an open round: otherwise it waits for an operator (a repeat of the same
    // transaction id is still answered as its first result, by claim).
    const hold: repo.HoldReason | null = !(await repo.roundHasDebit(tx, provider.code, s.memberId, roundId))
      ? 'no-debit'
      : round.closedBy !== null
        ? 'round-closed'
        : null;
    const { replay } = await claim(tx, provider, 'credit', s, body, hold ? 'review' : 'applied', hold);
    if (replay) return replay;
    if (hold) return answer(tx, s.memberId, s.wallet, body.transactionId, 'REVIEW', false);
    await payCredit(tx, provider, { ...s, transactionId: body.transactionId, roundId, amount: body.amount!, gameCode: body.gameCode });
    if (ADAPTERS[provider.adapter].closesRound(body)) await repo.closeRound(tx, provider.code, s.memberId, roundId, body.transactionId);
    return answer(tx, s.memberId, s.wallet, body.transactionId, 'OK', false);
  });
}

export async function rollback(db: Db, provider: ProviderConfig, body: CallbackBody): Promise<CallbackResult> {
  check(body, 'rollback');
  return db.transaction(async (tx) => {
    const s = await sessionOf(tx, provider, body.playerToken, true);
    const refId = body.refTransactionId!;
    const { replay } = await claim(tx, provider, 'rollback', s, body, 'applied');
    if (replay) return replay;
    let ref = await repo.findTransaction(tx, provider.code, refId, true);
    if (!ref) {
      // Out of order, or a transaction that never existed: no money moves, and the debit, if it ever comes, is refused.
      const tomb = await repo.claimTransaction(tx, {
        provider: provider.code,
        transactionId: refId,
        kind: 'debit',
        memberId: s.memberId,
        roundId: body.roundId ?? null,
        amount: 0,
        status: 'tombstone',
        wallet: s.wallet,
        gameType: s.gameType,
        requestFingerprint: null,
      });
      if (tomb) return answer(tx, s.memberId, s.wallet, body.transactionId, 'OK', false);
      ref = (await repo.findTransaction(tx, provider.code, refId, true))!;
    }
    if (Number(ref.member_id) !== s.memberId || ref.kind === 'rollback') throw new AppError('idempotency.conflict');
    // A credit still waiting for review is withdrawn by its rollback: nothing was paid, nothing to take back.
    if (ref.status === 'review') {
      await repo.setStatus(tx, Number(ref.id), 'rolled_back');
      return answer(tx, s.memberId, s.wallet, body.transactionId, 'OK', false);
    }
    if (ref.status !== 'applied') return answer(tx, s.memberId, s.wallet, body.transactionId, 'OK', false);
    const amount = Number(ref.amount);
    if (amount > 0) {
      // Back to the very wallet the reversed transfer used.
      const member = { memberId: s.memberId, wallet: ref.wallet };
      const house = houseOf(provider, ref.game_type ?? s.gameType);
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
    if (ref.kind === 'credit' && ref.round_id) await repo.reopenRound(tx, provider.code, s.memberId, ref.round_id, refId);
    return answer(tx, s.memberId, s.wallet, body.transactionId, 'OK', false);
  });
}

const reviewView = (r: repo.ReviewRow) => ({
  id: Number(r.id),
  provider: r.provider,
  transactionId: r.transaction_id,
  roundId: r.round_id,
  memberId: Number(r.member_id),
  account: r.account,
  amount: Number(r.amount),
  wallet: r.wallet,
  status: r.status,
  reviewedBy: r.reviewed_by,
  heldFor: r.hold_reason ?? 'no-debit',
  reason: r.review_reason,
  createdAt: new Date(r.created_at).getTime(),
});

/** GET /ops/providers/review: credits held because their round had no debit or was closed, oldest first. */
export async function reviewQueue(db: Queryable, merchantCode: string, limit: number) {
  return (await repo.reviewQueue(db, merchantCode, limit)).map(reviewView);
}

/**
 * An operator's decision on a held credit: approve pays it (one WIN transfer keyed by the provider's transaction id,
 * as the callback would have), reject closes it with no money. Repeating a decision answers it again.
 */
export async function decideReview(
  db: Db,
  providers: Record<string, ProviderConfig>,
  merchantCode: string,
  id: number,
  approve: boolean,
  actor: string,
  reason: string,
) {
  return db.transaction(async (tx) => {
    const row = await repo.lockReviewed(tx, merchantCode, id);
    if (!row) throw new AppError('order.not.found');
    const want = approve ? 'applied' : 'refused';
    if (row.status === want) return { ...reviewView(row), replayed: true };
    if (row.status !== 'review') throw new AppError('order.not.pending');
    if (approve) {
      const provider = providers[row.provider];
      if (!provider) throw new AppError('provider.unknown');
      await payCredit(tx, provider, {
        merchantCode,
        memberId: Number(row.member_id),
        wallet: row.wallet,
        gameType: row.game_type ?? 'RNG',
        transactionId: row.transaction_id,
        roundId: row.round_id,
        amount: Number(row.amount),
      });
    }
    await repo.decideReview(tx, Number(row.id), want, actor, reason);
    return { ...reviewView({ ...row, status: want, reviewed_by: actor, review_reason: reason }), replayed: false };
  });
}
