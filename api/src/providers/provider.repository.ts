import { one, type Queryable } from '../db/db';

export interface ProviderSessionRow {
  provider: string;
  member_id: number;
  merchant_code: string;
  vendor: string;
  game_code: string;
  game_type: string;
}

export interface ProviderTxRow {
  id: number;
  provider: string;
  transaction_id: string;
  kind: 'debit' | 'credit' | 'rollback';
  member_id: number | null;
  round_id: string | null;
  amount: string | number;
  status: 'pending' | 'applied' | 'rolled_back' | 'refused' | 'tombstone';
  ref_transaction_id: string | null;
}

export async function insertSession(db: Queryable, row: { tokenHash: string; provider: string; memberId: number; vendor: string; gameCode: string; gameType: string; hours: number }) {
  await db.query(
    `INSERT INTO provider_sessions (token_hash, provider, member_id, vendor, game_code, game_type, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7))`,
    [row.tokenHash, row.provider, row.memberId, row.vendor, row.gameCode, row.gameType, row.hours],
  );
}

export interface LaunchTicketRow {
  provider: string;
  member_id: number;
  vendor: string;
  game_code: string;
  game_type: string;
}

export async function insertTicket(db: Queryable, row: { ticketHash: string; provider: string; memberId: number; vendor: string; gameCode: string; gameType: string; seconds: number }) {
  await db.query(
    `INSERT INTO game_launch_tickets (ticket_hash, provider, member_id, vendor, game_code, game_type, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [row.ticketHash, row.provider, row.memberId, row.vendor, row.gameCode, row.gameType, row.seconds],
  );
}

/** Spends a live ticket: its row the first time, null when unknown, expired or already used. */
export function claimTicket(db: Queryable, ticketHash: string): Promise<LaunchTicketRow | null> {
  return one<LaunchTicketRow>(
    db,
    `UPDATE game_launch_tickets SET used_at = now()
      WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING provider, member_id, vendor, game_code, game_type`,
    [ticketHash],
  );
}

export function findSession(db: Queryable, provider: string, tokenHash: string): Promise<ProviderSessionRow | null> {
  return one<ProviderSessionRow>(
    db,
    `SELECT s.provider, s.member_id, m.merchant_code, s.vendor, s.game_code, s.game_type
       FROM provider_sessions s JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = $1 AND s.provider = $2 AND s.expires_at > now() AND m.status = 'active'`,
    [tokenHash, provider],
  );
}

/** A new password ends the member's game sessions and unused launch tickets with the site's sessions. */
export async function endMemberGameSessions(db: Queryable, memberId: number): Promise<void> {
  await db.query('UPDATE provider_sessions SET expires_at = now() WHERE member_id = $1 AND expires_at > now()', [memberId]);
  await db.query('UPDATE game_launch_tickets SET expires_at = now() WHERE member_id = $1 AND used_at IS NULL AND expires_at > now()', [memberId]);
}

/** Claims a transaction id: the row when this call created it, null when it already existed. */
export async function claimTransaction(
  db: Queryable,
  row: { provider: string; transactionId: string; kind: string; memberId: number | null; roundId: string | null; amount: number; status: string; refTransactionId?: string | null },
): Promise<ProviderTxRow | null> {
  const rows = await db.query<ProviderTxRow>(
    `INSERT INTO provider_transactions (provider, transaction_id, kind, member_id, round_id, amount, status, ref_transaction_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (provider, transaction_id) DO NOTHING RETURNING *`,
    [row.provider, row.transactionId, row.kind, row.memberId, row.roundId, row.amount, row.status, row.refTransactionId ?? null],
  );
  return rows[0] ?? null;
}

export function findTransaction(db: Queryable, provider: string, transactionId: string, lock = false): Promise<ProviderTxRow | null> {
  return one<ProviderTxRow>(db, `SELECT * FROM provider_transactions WHERE provider = $1 AND transaction_id = $2${lock ? ' FOR UPDATE' : ''}`, [provider, transactionId]);
}

export async function setStatus(db: Queryable, id: number, status: string): Promise<void> {
  await db.query('UPDATE provider_transactions SET status = $2 WHERE id = $1', [id, status]);
}

export async function fillTombstone(db: Queryable, id: number, memberId: number, roundId: string | null, amount: number): Promise<void> {
  await db.query('UPDATE provider_transactions SET member_id = $2, round_id = $3, amount = $4 WHERE id = $1', [id, memberId, roundId, amount]);
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
