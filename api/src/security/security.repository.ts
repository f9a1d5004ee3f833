import { one, type Queryable } from '../db/db';

/** SQL of the security centre (migration 350): payment passwords, security answers, bank cards, avatars. */

export async function findPaymentPasswordHash(db: Queryable, memberId: number): Promise<string | null> {
  const row = await one<{ password_hash: string }>(db, 'SELECT password_hash FROM member_payment_passwords WHERE member_id = $1', [
    memberId,
  ]);
  return row?.password_hash ?? null;
}

export async function savePaymentPasswordHash(db: Queryable, memberId: number, hash: string): Promise<void> {
  await db.query(
    `INSERT INTO member_payment_passwords (member_id, password_hash) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()`,
    [memberId, hash],
  );
}

export interface QuestionRow {
  id: number;
  text_th: string;
  text_en: string;
}

export function listQuestions(db: Queryable): Promise<QuestionRow[]> {
  return db.query<QuestionRow>('SELECT id, text_th, text_en FROM security_questions ORDER BY sort, id');
}

export interface AnswerRow extends QuestionRow {
  answer_hash: string;
}

export function listMemberAnswers(db: Queryable, memberId: number): Promise<AnswerRow[]> {
  return db.query<AnswerRow>(
    `SELECT q.id, q.text_th, q.text_en, a.answer_hash
       FROM member_security_answers a JOIN security_questions q ON q.id = a.question_id
      WHERE a.member_id = $1 ORDER BY q.sort, q.id`,
    [memberId],
  );
}

/** Replaces the member's answers (inside the caller's transaction). */
export async function replaceMemberAnswers(
  db: Queryable,
  memberId: number,
  answers: Array<{ questionId: number; answerHash: string }>,
): Promise<void> {
  await db.query('DELETE FROM member_security_answers WHERE member_id = $1', [memberId]);
  for (const a of answers) {
    await db.query('INSERT INTO member_security_answers (member_id, question_id, answer_hash) VALUES ($1, $2, $3)', [
      memberId,
      a.questionId,
      a.answerHash,
    ]);
  }
}

export interface BankCardRow {
  id: number;
  member_id: number;
  bank_code: string;
  bank_name: string;
  account_no: string;
  holder: string;
  created_at: Date;
}

const CARD_COLUMNS = 'id, member_id, bank_code, bank_name, account_no, holder, created_at';

export function listBankCards(db: Queryable, memberId: number): Promise<BankCardRow[]> {
  return db.query<BankCardRow>(`SELECT ${CARD_COLUMNS} FROM member_bank_cards WHERE member_id = $1 AND deleted_at IS NULL ORDER BY id`, [
    memberId,
  ]);
}

/** Only the member's own live card: another member's id finds nothing. */
export function findLiveBankCard(db: Queryable, memberId: number, cardId: number): Promise<BankCardRow | null> {
  return one<BankCardRow>(db, `SELECT ${CARD_COLUMNS} FROM member_bank_cards WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL`, [
    cardId,
    memberId,
  ]);
}

export async function countLiveBankCards(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM member_bank_cards WHERE member_id = $1 AND deleted_at IS NULL',
    [memberId],
  );
  return row.n;
}

export async function insertBankCard(
  db: Queryable,
  memberId: number,
  card: { bankCode: string; bankName: string; accountNo: string; holder: string },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO member_bank_cards (member_id, bank_code, bank_name, account_no, holder) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [memberId, card.bankCode, card.bankName, card.accountNo, card.holder],
  );
  return Number(row.id);
}

export async function softDeleteBankCard(db: Queryable, memberId: number, cardId: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE member_bank_cards SET deleted_at = now() WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL RETURNING id',
    [cardId, memberId],
  );
  return rows.length > 0;
}

/** Serialises card changes of one member (the card limit is checked inside the same transaction). */
export async function lockMember(db: Queryable, memberId: number): Promise<void> {
  await db.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
}

export interface AvatarRow {
  builtin_id: number | null;
  image_key: string | null;
  updated_at: Date;
}

export function findAvatar(db: Queryable, memberId: number): Promise<AvatarRow | null> {
  return one<AvatarRow>(db, 'SELECT builtin_id, image_key, updated_at FROM member_avatars WHERE member_id = $1', [memberId]);
}

export async function saveBuiltinAvatar(db: Queryable, memberId: number, builtinId: number): Promise<void> {
  await db.query(
    `INSERT INTO member_avatars (member_id, builtin_id, image, mime, image_key) VALUES ($1, $2, NULL, NULL, NULL)
     ON CONFLICT (member_id) DO UPDATE SET builtin_id = EXCLUDED.builtin_id, image = NULL, mime = NULL, image_key = NULL, updated_at = now()`,
    [memberId, builtinId],
  );
}

export async function saveImageAvatar(db: Queryable, memberId: number, image: Buffer, mime: string, imageKey: string): Promise<void> {
  await db.query(
    `INSERT INTO member_avatars (member_id, builtin_id, image, mime, image_key) VALUES ($1, NULL, $2, $3, $4)
     ON CONFLICT (member_id) DO UPDATE SET builtin_id = NULL, image = EXCLUDED.image, mime = EXCLUDED.mime, image_key = EXCLUDED.image_key, updated_at = now()`,
    [memberId, image, mime, imageKey],
  );
}

export async function findAvatarImage(db: Queryable, imageKey: string): Promise<{ image: Buffer; mime: string } | null> {
  const row = await one<{ image: Uint8Array; mime: string }>(
    db,
    'SELECT image, mime FROM member_avatars WHERE image_key = $1 AND image IS NOT NULL',
    [imageKey],
  );
  return row ? { image: Buffer.from(row.image), mime: row.mime } : null;
}
