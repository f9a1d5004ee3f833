import { one, type Queryable } from '../db/db';

/** The SQL of referral (migration 730): a referrer's invitees with what they did, and the reward paid once each. */

export interface InviteeRow {
  id: number;
  account: string;
  referrer_id: number;
  merchant_code: string;
  created_at: Date;
  /** Approved deposits, minor units. */
  deposit: number;
  /** Valid bets (wager_events), minor units. */
  turnover: number;
  shared_device: boolean;
  shared_ip: boolean;
  shared_phone: boolean;
  shared_bank_card: boolean;
  reward: number | null;
}

/** What decides an invitee's state, for one invitee or all of a referrer's. */
const INVITEE_SELECT = `
  SELECT i.id, i.account, i.referrer_id, i.merchant_code, i.created_at,
    (SELECT COALESCE(SUM(d.amount), 0)::bigint FROM deposit_orders d WHERE d.member_id = i.id AND d.status = 'APPROVED') AS deposit,
    GREATEST((SELECT COALESCE(SUM(w.amount), 0)::bigint FROM wager_events w WHERE w.member_id = i.id), 0) AS turnover,
    EXISTS (SELECT 1 FROM member_sightings a JOIN member_sightings b ON b.kind = a.kind AND b.value = a.value
            WHERE a.member_id = i.id AND b.member_id = i.referrer_id AND a.kind = 'DEVICE') AS shared_device,
    EXISTS (SELECT 1 FROM member_sightings a JOIN member_sightings b ON b.kind = a.kind AND b.value = a.value
            WHERE a.member_id = i.id AND b.member_id = i.referrer_id AND a.kind = 'IP') AS shared_ip,
    -- The national number whatever the dialing code: one number cannot register twice under one code (migration 100),
    -- so the same phone comes back under another code.
    (i.mobile IS NOT NULL AND right(regexp_replace(i.mobile, '[^0-9]', '', 'g'), 9) = right(regexp_replace(COALESCE(r.mobile, ''), '[^0-9]', '', 'g'), 9)) AS shared_phone,
    EXISTS (SELECT 1 FROM member_bank_cards a JOIN member_bank_cards b ON b.account_no = a.account_no AND b.bank_code = a.bank_code
            WHERE a.member_id = i.id AND b.member_id = i.referrer_id) AS shared_bank_card,
    rr.amount AS reward
  FROM members i
  JOIN members r ON r.id = i.referrer_id
  LEFT JOIN referral_rewards rr ON rr.invitee_id = i.id`;

const toRow = (r: InviteeRow): InviteeRow => ({
  ...r,
  id: Number(r.id),
  referrer_id: Number(r.referrer_id),
  deposit: Number(r.deposit),
  turnover: Number(r.turnover),
  reward: r.reward === null ? null : Number(r.reward),
});

/** A page of the referrer's invitees, newest first. */
export async function invitees(db: Queryable, referrerId: number, pageNo: number, pageSize: number): Promise<InviteeRow[]> {
  return (
    await db.query<InviteeRow>(`${INVITEE_SELECT} WHERE i.referrer_id = $1 ORDER BY i.id DESC LIMIT $2 OFFSET $3`, [
      referrerId,
      pageSize,
      (pageNo - 1) * pageSize,
    ])
  ).map(toRow);
}

/** How many invitees the referrer has, how many were rewarded and the rewards' total. */
export async function inviteeTotals(db: Queryable, referrerId: number): Promise<{ count: number; rewarded: number; rewardTotal: number }> {
  const row = await one<{ count: number; rewarded: number; reward_total: number }>(
    db,
    `SELECT COUNT(*)::int AS count, COUNT(rr.id)::int AS rewarded, COALESCE(SUM(rr.amount), 0)::bigint AS reward_total
     FROM members i LEFT JOIN referral_rewards rr ON rr.invitee_id = i.id WHERE i.referrer_id = $1`,
    [referrerId],
  );
  return { count: Number(row?.count ?? 0), rewarded: Number(row?.rewarded ?? 0), rewardTotal: Number(row?.reward_total ?? 0) };
}

/** The referrer's invitees not rewarded yet (what may be due). */
export async function unrewardedInvitees(db: Queryable, referrerId: number): Promise<InviteeRow[]> {
  return (await db.query<InviteeRow>(`${INVITEE_SELECT} WHERE i.referrer_id = $1 AND rr.id IS NULL`, [referrerId])).map(toRow);
}

export async function invitee(db: Queryable, inviteeId: number): Promise<InviteeRow | null> {
  const row = await one<InviteeRow>(db, `${INVITEE_SELECT} WHERE i.id = $1`, [inviteeId]);
  return row ? toRow(row) : null;
}

/** Takes the invitee's one reward row: null when it is already taken (the unique key decides a race). */
export async function takeRewardRow(
  tx: Queryable,
  p: { merchantCode: string; referrerId: number; inviteeId: number; amount: number },
): Promise<number | null> {
  const row = await one<{ id: number }>(
    tx,
    `INSERT INTO referral_rewards (merchant_code, referrer_id, invitee_id, amount) VALUES ($1, $2, $3, $4)
     ON CONFLICT (invitee_id) DO NOTHING RETURNING id`,
    [p.merchantCode, p.referrerId, p.inviteeId, p.amount],
  );
  return row ? Number(row.id) : null;
}

export async function setRewardTransfer(tx: Queryable, rewardId: number, transferId: number): Promise<void> {
  await tx.query('UPDATE referral_rewards SET transfer_id = $2 WHERE id = $1', [rewardId, transferId]);
}

export async function affiliateCodeOf(db: Queryable, memberId: number): Promise<string | null> {
  return (
    (await one<{ code: string }>(db, 'SELECT code FROM affiliate_codes WHERE member_id = $1 ORDER BY code LIMIT 1', [memberId]))?.code ??
    null
  );
}

// The operator's reading (merchant-scoped).

export interface RewardRow {
  id: number;
  referrer_id: number;
  referrer: string;
  invitee_id: number;
  invitee: string;
  amount: number;
  transfer_id: number | null;
  created_at: Date;
}

/** The merchant's referral rewards, newest first, of one referrer or all; with the count of all that match. */
export async function merchantRewards(
  db: Queryable,
  merchantCode: string,
  referrerId: number | null,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: RewardRow[]; total: number }> {
  const where = `rr.merchant_code = $1 AND ($2::bigint IS NULL OR rr.referrer_id = $2)`;
  const rows = await db.query<RewardRow>(
    `SELECT rr.id, rr.referrer_id, r.account AS referrer, rr.invitee_id, i.account AS invitee, rr.amount, rr.transfer_id, rr.created_at
     FROM referral_rewards rr JOIN members r ON r.id = rr.referrer_id JOIN members i ON i.id = rr.invitee_id
     WHERE ${where} ORDER BY rr.id DESC LIMIT $3 OFFSET $4`,
    [merchantCode, referrerId, pageSize, (pageNo - 1) * pageSize],
  );
  const total = await one<{ n: number }>(db, `SELECT COUNT(*)::int AS n FROM referral_rewards rr WHERE ${where}`, [
    merchantCode,
    referrerId,
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A referrer of the merchant: null when the member is not the merchant's. */
export async function merchantMember(db: Queryable, merchantCode: string, memberId: number): Promise<{ id: number } | null> {
  return one<{ id: number }>(db, 'SELECT id FROM members WHERE id = $1 AND merchant_code = $2', [memberId, merchantCode]);
}
