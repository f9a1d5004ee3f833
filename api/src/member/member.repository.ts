import { one, type Queryable } from '../db/db';

export interface MemberRow {
  id: number;
  merchant_code: string;
  account: string;
  password_hash: string;
  type: number;
  trial: boolean;
  nickname: string | null;
  email: string | null;
  mobile: string | null;
  country_dialing_code: string | null;
  payee_name: string | null;
  status: 'active' | 'disabled';
  created_at: Date;
  first_login_at: Date | null;
}

const COLUMNS =
  'id, merchant_code, account, password_hash, type, trial, nickname, email, mobile, country_dialing_code, payee_name, status, created_at, first_login_at';

export function findMemberByAccount(db: Queryable, merchantCode: string, account: string): Promise<MemberRow | null> {
  return one<MemberRow>(db, `SELECT ${COLUMNS} FROM members WHERE merchant_code = $1 AND lower(account) = lower($2)`, [
    merchantCode,
    account.trim(),
  ]);
}

export function findMemberByMobile(
  db: Queryable,
  merchantCode: string,
  countryDialingCode: string,
  mobile: string,
): Promise<MemberRow | null> {
  return one<MemberRow>(db, `SELECT ${COLUMNS} FROM members WHERE merchant_code = $1 AND country_dialing_code = $2 AND mobile = $3`, [
    merchantCode,
    countryDialingCode,
    mobile,
  ]);
}

export function findMemberById(db: Queryable, id: number): Promise<MemberRow | null> {
  return one<MemberRow>(db, `SELECT ${COLUMNS} FROM members WHERE id = $1`, [id]);
}

export interface NewMember {
  merchantCode: string;
  account: string;
  passwordHash: string;
  type: number;
  trial: boolean;
  nickname?: string | null;
  email?: string | null;
  mobile?: string | null;
  countryDialingCode?: string | null;
  payeeName?: string | null;
  birthday?: string | null;
  referrerId?: number | null;
  extra?: Record<string, string>;
}

export async function insertMember(db: Queryable, m: NewMember): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO members (merchant_code, account, password_hash, type, trial, nickname, email, mobile, country_dialing_code, payee_name, birthday, referrer_id, extra)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      m.merchantCode,
      m.account,
      m.passwordHash,
      m.type,
      m.trial,
      m.nickname ?? null,
      m.email ?? null,
      m.mobile ?? null,
      m.countryDialingCode ?? null,
      m.payeeName ?? null,
      m.birthday ?? null,
      m.referrerId ?? null,
      JSON.stringify(m.extra ?? {}),
    ],
  );
  return row.id;
}

export async function setPasswordHash(db: Queryable, memberId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [memberId, passwordHash]);
}

/** Returns whether this was the member's first login (product-rules 3 firstTimeLogin). */
export async function markLogin(db: Queryable, memberId: number): Promise<boolean> {
  const rows = await db.query('UPDATE members SET first_login_at = now() WHERE id = $1 AND first_login_at IS NULL RETURNING id', [
    memberId,
  ]);
  return rows.length > 0;
}

export async function updateProfileField(
  db: Queryable,
  memberId: number,
  field: 'nickname' | 'email' | 'payee_name',
  value: string,
): Promise<void> {
  await db.query(`UPDATE members SET ${field} = $2 WHERE id = $1`, [memberId, value]);
}

export async function findAffiliate(db: Queryable, merchantCode: string, code: string): Promise<{ member_id: number | null } | null> {
  return one(db, 'SELECT member_id FROM affiliate_codes WHERE merchant_code = $1 AND lower(code) = lower($2)', [merchantCode, code.trim()]);
}
