import { one, type Queryable } from '../db/db';

export interface ProviderSessionRow {
  provider: string;
  member_id: number;
  merchant_code: string;
  vendor: string;
  game_code: string;
  game_type: string;
  /** The member's wallet this game plays from, fixed at launch. */
  wallet: string;
}

export interface ProviderTxRow {
  id: number;
  provider: string;
  transaction_id: string;
  kind: 'debit' | 'credit' | 'rollback';
  member_id: number | null;
  round_id: string | null;
  amount: string | number;
  status: 'pending' | 'applied' | 'rolled_back' | 'refused' | 'tombstone' | 'review';
  ref_transaction_id: string | null;
  wallet: string;
  game_type: string | null;
  request_fingerprint: string | null;
  hold_reason: HoldReason | null;
}

/** Why a credit waits for an operator: its round had no standing debit, or an earlier credit had closed the round. */
export type HoldReason = 'no-debit' | 'round-closed';

export async function insertSession(
  db: Queryable,
  row: {
    tokenHash: string;
    provider: string;
    memberId: number;
    vendor: string;
    gameCode: string;
    gameType: string;
    wallet: string;
    hours: number;
  },
) {
  await db.query(
    `INSERT INTO provider_sessions (token_hash, provider, member_id, vendor, game_code, game_type, wallet, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(hours => $8))`,
    [row.tokenHash, row.provider, row.memberId, row.vendor, row.gameCode, row.gameType, row.wallet, row.hours],
  );
}

export interface LaunchTicketRow {
  provider: string;
  member_id: number;
  vendor: string;
  game_code: string;
  game_type: string;
  wallet: string;
}

export async function insertTicket(
  db: Queryable,
  row: {
    ticketHash: string;
    provider: string;
    memberId: number;
    vendor: string;
    gameCode: string;
    gameType: string;
    wallet: string;
    seconds: number;
  },
) {
  await db.query(
    `INSERT INTO game_launch_tickets (ticket_hash, provider, member_id, vendor, game_code, game_type, wallet, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
    [row.ticketHash, row.provider, row.memberId, row.vendor, row.gameCode, row.gameType, row.wallet, row.seconds],
  );
}

/** Spends a live ticket: its row the first time, null when unknown, expired or already used. */
export function claimTicket(db: Queryable, ticketHash: string): Promise<LaunchTicketRow | null> {
  return one<LaunchTicketRow>(
    db,
    `UPDATE game_launch_tickets SET used_at = now()
      WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING provider, member_id, vendor, game_code, game_type, wallet`,
    [ticketHash],
  );
}

/** A live session; with `settling`, also one past its expiry (a credit or rollback settles what that session bet). */
export function findSession(db: Queryable, provider: string, tokenHash: string, settling = false): Promise<ProviderSessionRow | null> {
  return one<ProviderSessionRow>(
    db,
    `SELECT s.provider, s.member_id, m.merchant_code, s.vendor, s.game_code, s.game_type, s.wallet
       FROM provider_sessions s JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = $1 AND s.provider = $2 AND (s.expires_at > now() OR $3) AND m.status = 'active'`,
    [tokenHash, provider, settling],
  );
}

/** A new password ends the member's game sessions and unused launch tickets with the site's sessions. */
export async function endMemberGameSessions(db: Queryable, memberId: number): Promise<void> {
  await db.query('UPDATE provider_sessions SET expires_at = now() WHERE member_id = $1 AND expires_at > now()', [memberId]);
  await db.query('UPDATE game_launch_tickets SET expires_at = now() WHERE member_id = $1 AND used_at IS NULL AND expires_at > now()', [
    memberId,
  ]);
}

/** Claims a transaction id: the row when this call created it, null when it already existed. */
export async function claimTransaction(
  db: Queryable,
  row: {
    provider: string;
    transactionId: string;
    kind: string;
    memberId: number | null;
    roundId: string | null;
    amount: number;
    status: string;
    wallet: string;
    gameType: string;
    requestFingerprint: string | null;
    refTransactionId?: string | null;
    holdReason?: HoldReason | null;
  },
): Promise<ProviderTxRow | null> {
  const rows = await db.query<ProviderTxRow>(
    `INSERT INTO provider_transactions (provider, transaction_id, kind, member_id, round_id, amount, status, wallet, game_type, request_fingerprint, ref_transaction_id, hold_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (provider, transaction_id) DO NOTHING RETURNING *`,
    [
      row.provider,
      row.transactionId,
      row.kind,
      row.memberId,
      row.roundId,
      row.amount,
      row.status,
      row.wallet,
      row.gameType,
      row.requestFingerprint,
      row.refTransactionId ?? null,
      row.holdReason ?? null,
    ],
  );
  return rows[0] ?? null;
}

export function findTransaction(db: Queryable, provider: string, transactionId: string, lock = false): Promise<ProviderTxRow | null> {
  return one<ProviderTxRow>(
    db,
    `SELECT * FROM provider_transactions WHERE provider = $1 AND transaction_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [provider, transactionId],
  );
}

/** Whether the player's round has a debit that was applied and still stands (not refused, not rolled back). */
export async function roundHasDebit(db: Queryable, provider: string, memberId: number, roundId: string): Promise<boolean> {
  const row = await one<{ found: number }>(
    db,
    `SELECT 1 AS found FROM provider_transactions
      WHERE provider = $1 AND member_id = $2 AND round_id = $3 AND kind = 'debit' AND status = 'applied' LIMIT 1`,
    [provider, memberId, roundId],
  );
  return row !== null;
}

/**
 * The player's round, locked for this credit (created open on its first credit): the transaction id of the credit
 * that closed it, or null while it is open. Credits of one round take this lock one after another.
 */
export async function lockRound(db: Queryable, provider: string, memberId: number, roundId: string): Promise<{ closedBy: string | null }> {
  await db.query(`INSERT INTO provider_rounds (provider, member_id, round_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
    provider,
    memberId,
    roundId,
  ]);
  const row = await one<{ closed_by: string | null }>(
    db,
    `SELECT closed_by FROM provider_rounds WHERE provider = $1 AND member_id = $2 AND round_id = $3 FOR UPDATE`,
    [provider, memberId, roundId],
  );
  return { closedBy: row?.closed_by ?? null };
}

export async function closeRound(db: Queryable, provider: string, memberId: number, roundId: string, transactionId: string) {
  await db.query(
    `UPDATE provider_rounds SET closed_by = $4, closed_at = now() WHERE provider = $1 AND member_id = $2 AND round_id = $3 AND closed_by IS NULL`,
    [provider, memberId, roundId, transactionId],
  );
}

/** A rolled-back closing credit opens its round again: the vendor may settle it anew. */
export async function reopenRound(db: Queryable, provider: string, memberId: number, roundId: string, transactionId: string) {
  await db.query(
    `UPDATE provider_rounds SET closed_by = NULL, closed_at = NULL WHERE provider = $1 AND member_id = $2 AND round_id = $3 AND closed_by = $4`,
    [provider, memberId, roundId, transactionId],
  );
}

export async function setStatus(db: Queryable, id: number, status: string): Promise<void> {
  await db.query('UPDATE provider_transactions SET status = $2 WHERE id = $1', [id, status]);
}

export interface ReviewRow {
  id: number;
  provider: string;
  transaction_id: string;
  round_id: string | null;
  member_id: number;
  account: string;
  merchant_code: string;
  amount: string | number;
  wallet: string;
  game_type: string | null;
  status: string;
  reviewed_by: string | null;
  review_reason: string;
  hold_reason: HoldReason | null;
  created_at: Date;
}

const REVIEW_SELECT = `SELECT t.id, t.provider, t.transaction_id, t.round_id, t.member_id, m.account, m.merchant_code, t.amount, t.wallet, t.game_type, t.status,
    t.reviewed_by, t.review_reason, t.hold_reason, t.created_at
  FROM provider_transactions t JOIN members m ON m.id = t.member_id`;

/** Credits waiting for an operator, oldest first, of one merchant. */
export function reviewQueue(db: Queryable, merchantCode: string, limit: number): Promise<ReviewRow[]> {
  return db.query<ReviewRow>(`${REVIEW_SELECT} WHERE t.status = 'review' AND m.merchant_code = $1 ORDER BY t.id LIMIT $2`, [
    merchantCode,
    limit,
  ]);
}

/** A credit that went to review (waiting, or decided by an operator), locked for the decision. */
export function lockReviewed(db: Queryable, merchantCode: string, id: number): Promise<ReviewRow | null> {
  return one<ReviewRow>(
    db,
    `${REVIEW_SELECT} WHERE t.id = $1 AND m.merchant_code = $2 AND t.kind = 'credit' AND (t.status = 'review' OR t.reviewed_by IS NOT NULL) FOR UPDATE OF t`,
    [id, merchantCode],
  );
}

export async function decideReview(db: Queryable, id: number, status: 'applied' | 'refused', actor: string, reason: string): Promise<void> {
  await db.query(`UPDATE provider_transactions SET status = $2, reviewed_by = $3, review_reason = $4, reviewed_at = now() WHERE id = $1`, [
    id,
    status,
    actor,
    reason,
  ]);
}

/**
 * Of the member's rounds with this provider, those the provider has closed: a credit came (a zero credit closes a
 * losing round, spec of the seamless wallet in provider-wallet.service.ts).
 */
export async function closedRounds(db: Queryable, provider: string, memberId: number, roundIds: string[]): Promise<Set<string>> {
  if (!roundIds.length) return new Set();
  const rows = await db.query<{ round_id: string }>(
    `SELECT DISTINCT round_id FROM provider_transactions
      WHERE provider = $1 AND member_id = $2 AND kind = 'credit' AND status IN ('applied', 'rolled_back') AND round_id = ANY($3::text[])`,
    [provider, memberId, roundIds],
  );
  return new Set(rows.map((r) => r.round_id));
}
