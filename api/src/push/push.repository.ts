import { one, type Queryable } from '../db/db';

export interface PushEventRow {
  id: number;
  topic: string;
  payload: Record<string, unknown>;
}

/**
 * Journals an event and answers its id. A member's event replaces the member's older one of the same key (the page
 * needs only the latest balances, the latest status of an order) under a new, higher id.
 */
export async function recordPushEvent(
  db: Queryable,
  e: { merchantCode: string; memberId: number | null; key: string; topic: string; payload: object },
): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    e.memberId === null
      ? `INSERT INTO push_events (merchant_code, member_id, event_key, topic, payload) VALUES ($1, NULL, $2, $3, $4) RETURNING id`
      : `INSERT INTO push_events (merchant_code, member_id, event_key, topic, payload) VALUES ($1, $5, $2, $3, $4)
         ON CONFLICT (member_id, event_key) WHERE member_id IS NOT NULL
         DO UPDATE SET id = nextval(pg_get_serial_sequence('push_events', 'id')), topic = EXCLUDED.topic, payload = EXCLUDED.payload, created_at = now()
         RETURNING id`,
    e.memberId === null ? [e.merchantCode, e.key, e.topic, e.payload] : [e.merchantCode, e.key, e.topic, e.payload, e.memberId],
  );
  return Number(row!.id);
}

/** The member's events (and the merchant's broadcasts) after id `after`, oldest first. */
export function pushEventsAfter(
  db: Queryable,
  merchantCode: string,
  memberId: number,
  after: number,
  limit = 200,
): Promise<PushEventRow[]> {
  return db.query<PushEventRow>(
    `SELECT id, topic, payload FROM push_events
      WHERE id > $3 AND (member_id = $2 OR (member_id IS NULL AND merchant_code = $1))
      ORDER BY id LIMIT $4`,
    [merchantCode, memberId, after, limit],
  );
}

/** The newest id journalled so far (0 when none): where a page that has seen nothing yet starts from. */
export async function latestPushEventId(db: Queryable): Promise<number> {
  const row = await one<{ id: string | number | null }>(db, 'SELECT max(id) AS id FROM push_events');
  return Number(row?.id ?? 0);
}

/** Deletes the events older than `hours` (a page away longer reads everything afresh). */
export async function purgePushEvents(db: Queryable, hours: number): Promise<number> {
  const rows = await db.query(`DELETE FROM push_events WHERE created_at < now() - make_interval(hours => $1) RETURNING id`, [hours]);
  return rows.length;
}
