import type { Queryable } from '../db/db';

/**
 * The devices and IP addresses a member registered or logged in from (migration 730): what the referral rules
 * compare between a referrer and an invitee (docs/promotions.md, Referral).
 */

/** Loopback says nothing about the member: it is the host's own proxy when TRUST_PROXY is off. */
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export async function recordSighting(
  db: Queryable,
  memberId: number,
  ip: string | null | undefined,
  device: string | null | undefined,
): Promise<void> {
  const rows: Array<[string, string]> = [];
  if (ip && !LOOPBACK.test(ip)) rows.push(['IP', ip]);
  if (device && device.trim()) rows.push(['DEVICE', device.trim().slice(0, 128)]);
  for (const [kind, value] of rows) {
    await db.query('INSERT INTO member_sightings (member_id, kind, value) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      memberId,
      kind,
      value,
    ]);
  }
}
