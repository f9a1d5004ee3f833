import { one, type Queryable } from '../db/db';

/** A lottery game: how it draws (lottery_games) with its name and vendor from the catalogue (games). */
export interface GameRow {
  id: string;
  name_th: string;
  name_en: string;
  vassalage: string;
  prize_mode: 'LOTT' | 'ZY' | 'ELOTT';
  kind: 'QUICK' | 'VN';
  region: 'NORTH' | 'CENTRAL' | 'SOUTH' | null;
  interval_seconds: number;
  close_seconds: number;
  sort: number;
}

export interface DrawRow {
  id: number;
  game_id: string;
  numero: string;
  opens_at: Date;
  closes_at: Date;
  draws_at: Date;
  status: 'open' | 'closed' | 'settled';
  result: string[] | null;
}

export interface OrderRow {
  id: number;
  order_no: string;
  member_id: number;
  request_id: string;
  game_id: string;
  prize_mode: string;
  device: string | null;
  order_type: string | null;
  chase: number;
  bet_amount_sum: string | number;
  betting_slip: unknown;
  request_fingerprint: string | null;
  /** The member's wallet the order was paid from; refunds and wins go back to it. */
  wallet: string;
  created_at: Date;
}

export interface SuborderRow {
  id: number;
  order_id: number;
  member_id: number;
  draw_id: number;
  numero: string;
  play_code: string;
  content: string;
  bet_count: number;
  unit_amount: string | number;
  amount: string | number;
  odds_percent: number;
  status: 'pending' | 'cancelled' | 'won' | 'lost';
  win_amount: string | number;
  settled_at: Date | null;
  cancelled_at: Date | null;
  merchant_code?: string;
  game_id?: string;
  wallet?: string;
}

/** Only games the catalogue lists are played: that is where their name and vendor come from. */
const GAMES = `SELECT lg.*, g.name_th, g.name_en, g.vassalage FROM lottery_games lg
  JOIN games g ON g.game_id = lg.id AND g.game_type IN ('LOTT', 'ELOTT') AND g.active WHERE lg.enabled`;
export const listGames = (db: Queryable) => db.query<GameRow>(`${GAMES} ORDER BY lg.sort, lg.id`);
export const findGame = (db: Queryable, id: string) => one<GameRow>(db, `${GAMES} AND lg.id = $1`, [id]);

export async function insertDraw(
  db: Queryable,
  gameId: string,
  slot: { numero: string; opensAt: Date; closesAt: Date; drawsAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO lottery_draws (game_id, numero, opens_at, closes_at, draws_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_id, numero) DO NOTHING`,
    [gameId, slot.numero, slot.opensAt, slot.closesAt, slot.drawsAt],
  );
}

/** The draw taking bets now (the earliest open one whose betting has not closed). */
export const currentDraw = (db: Queryable, gameId: string, now: Date) =>
  one<DrawRow>(
    db,
    `SELECT * FROM lottery_draws WHERE game_id = $1 AND status = 'open' AND opens_at <= $2 AND closes_at > $2 ORDER BY draws_at LIMIT 1`,
    [gameId, now],
  );

export const upcomingDraws = (db: Queryable, gameId: string, now: Date, limit: number) =>
  db.query<DrawRow>(`SELECT * FROM lottery_draws WHERE game_id = $1 AND status = 'open' AND closes_at > $2 ORDER BY draws_at LIMIT $3`, [
    gameId,
    now,
    limit,
  ]);

export const recentResults = (db: Queryable, gameId: string, limit: number) =>
  db.query<DrawRow>(`SELECT * FROM lottery_draws WHERE game_id = $1 AND status = 'settled' ORDER BY draws_at DESC LIMIT $2`, [
    gameId,
    limit,
  ]);

/** Open draws from numero on, in order, locked FOR SHARE: closing waits for the order to commit. */
export const openDrawsFrom = (db: Queryable, gameId: string, numero: string, now: Date, limit: number) =>
  db.query<DrawRow>(
    `SELECT * FROM lottery_draws WHERE game_id = $1 AND numero >= $2 AND status = 'open' AND closes_at > $3 ORDER BY draws_at LIMIT $4 FOR SHARE`,
    [gameId, numero, now, limit],
  );

/** Serialises one member's orders, so a request sent twice at once finds its twin's order instead of racing it. */
export async function lockMemberOrders(db: Queryable, memberId: number): Promise<void> {
  await db.query(`SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE`, [memberId]);
}

export const findOrderByRequest = (db: Queryable, memberId: number, requestId: string) =>
  one<OrderRow>(db, 'SELECT * FROM lottery_orders WHERE member_id = $1 AND request_id = $2', [memberId, requestId]);

export async function insertOrder(
  db: Queryable,
  o: {
    orderNo: string;
    merchantCode: string;
    memberId: number;
    requestId: string;
    requestFingerprint: string;
    gameId: string;
    prizeMode: string;
    wallet: string;
    device: string | null;
    orderType: string | null;
    chase: number;
    betAmountSum: number;
    slip: unknown;
  },
): Promise<OrderRow> {
  const [row] = await db.query<OrderRow>(
    `INSERT INTO lottery_orders (order_no, merchant_code, member_id, request_id, request_fingerprint, game_id, prize_mode, wallet, device, order_type, chase, bet_amount_sum, betting_slip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb) RETURNING *`,
    [
      o.orderNo,
      o.merchantCode,
      o.memberId,
      o.requestId,
      o.requestFingerprint,
      o.gameId,
      o.prizeMode,
      o.wallet,
      o.device,
      o.orderType,
      o.chase,
      o.betAmountSum,
      JSON.stringify(o.slip),
    ],
  );
  return row;
}

export async function insertSuborder(
  db: Queryable,
  s: {
    orderId: number;
    memberId: number;
    drawId: number;
    numero: string;
    playCode: string;
    content: string;
    betCount: number;
    unitAmount: number;
    amount: number;
    oddsPercent: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO lottery_suborders (order_id, member_id, draw_id, numero, play_code, content, bet_count, unit_amount, amount, odds_percent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [s.orderId, s.memberId, s.drawId, s.numero, s.playCode, s.content, s.betCount, s.unitAmount, s.amount, s.oddsPercent],
  );
}

export const orderByNo = (db: Queryable, memberId: number, orderNo: string) =>
  one<OrderRow>(db, 'SELECT * FROM lottery_orders WHERE member_id = $1 AND order_no = $2', [memberId, orderNo]);

export const suborders = (db: Queryable, orderId: number) =>
  db.query<SuborderRow>('SELECT * FROM lottery_suborders WHERE order_id = $1 ORDER BY id', [orderId]);

export const memberOrders = (db: Queryable, memberId: number, gameId: string | null, limit: number, offset: number) =>
  db.query<OrderRow & { total: string | number }>(
    `SELECT o.*, count(*) OVER () AS total FROM lottery_orders o WHERE o.member_id = $1 AND ($2::text IS NULL OR o.game_id = $2)
      ORDER BY o.id DESC LIMIT $3 OFFSET $4`,
    [memberId, gameId, limit, offset],
  );

/** The member's sub-orders by id with their draw locked (cancelling races closing on this lock). */
export const suborderForCancel = (db: Queryable, memberId: number, id: number) =>
  one<SuborderRow & { draw_status: string; closes_at: Date; merchant_code: string; order_no: string; game_id: string; wallet: string }>(
    db,
    `SELECT s.*, d.status AS draw_status, d.closes_at, o.merchant_code, o.order_no, o.game_id, o.wallet FROM lottery_suborders s
       JOIN lottery_draws d ON d.id = s.draw_id JOIN lottery_orders o ON o.id = s.order_id
      WHERE s.id = $1 AND s.member_id = $2 FOR UPDATE OF s, d`,
    [id, memberId],
  );

export async function markCancelled(db: Queryable, id: number): Promise<void> {
  await db.query(`UPDATE lottery_suborders SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [id]);
}

export async function closeDue(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query(`UPDATE lottery_draws SET status = 'closed' WHERE status = 'open' AND closes_at <= $1 RETURNING id`, [now]);
  return rows.length;
}

/** Claims one closed draw that is due: the row lock and the status change keep other instances off it. */
export const claimDueDraw = (db: Queryable, now: Date) =>
  one<DrawRow & { kind: 'QUICK' | 'VN' }>(
    db,
    `SELECT d.*, g.kind FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id
      WHERE d.status = 'closed' AND d.draws_at <= $1 ORDER BY d.draws_at LIMIT 1 FOR UPDATE OF d SKIP LOCKED`,
    [now],
  );

export async function markSettled(db: Queryable, drawId: number, result: string[]): Promise<boolean> {
  const rows = await db.query(
    `UPDATE lottery_draws SET status = 'settled', result = $2::jsonb, settled_at = now() WHERE id = $1 AND status = 'closed' RETURNING id`,
    [drawId, JSON.stringify(result)],
  );
  return rows.length === 1;
}

export const pendingOfDraw = (db: Queryable, drawId: number) =>
  db.query<SuborderRow & { order_no: string }>(
    `SELECT s.*, o.merchant_code, o.game_id, o.order_no, o.wallet FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id WHERE s.draw_id = $1 AND s.status = 'pending' ORDER BY s.id`,
    [drawId],
  );

export async function markSettledSuborder(db: Queryable, id: number, win: number): Promise<void> {
  await db.query(`UPDATE lottery_suborders SET status = $2, win_amount = $3, settled_at = now() WHERE id = $1`, [
    id,
    win > 0 ? 'won' : 'lost',
    win,
  ]);
}

/** Per order of the member: how many of its sub-orders are still pending and how many were cancelled, of how many. */
export async function orderProgress(
  db: Queryable,
  memberId: number,
  orderNos: string[],
): Promise<Map<string, { pending: number; cancelled: number; total: number }>> {
  if (!orderNos.length) return new Map();
  const rows = await db.query<{ order_no: string; pending: number; cancelled: number; total: number }>(
    `SELECT o.order_no, count(*) FILTER (WHERE s.status = 'pending')::int AS pending,
            count(*) FILTER (WHERE s.status = 'cancelled')::int AS cancelled, count(*)::int AS total
       FROM lottery_orders o JOIN lottery_suborders s ON s.order_id = o.id
      WHERE o.member_id = $1 AND o.order_no = ANY($2::text[]) GROUP BY o.order_no`,
    [memberId, orderNos],
  );
  return new Map(rows.map((r) => [r.order_no, { pending: Number(r.pending), cancelled: Number(r.cancelled), total: Number(r.total) }]));
}
