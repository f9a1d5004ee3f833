import { createHash, randomBytes } from 'node:crypto';
import { one, type Db, type Queryable } from '../db/db';
import { AppError } from '../http/errors';
import type { JobDefinition } from '../jobs/scheduler';
import { activityOf, type Activity } from './activity';
import { next, type EntryState } from './entry-state';
import * as repo from './promotions.repository';
import { payReward } from './reward-payment';
import { maskAccount } from '../games/winners.repository';
import type { RaffleView } from '@site/shared/src/contracts/rewards';

/**
 * Raffles (RAFFLE) and their tickets (TICKET): a TICKET activity gives one ticket of raffle `raffleCode` for every
 * `every` of valid turnover (wager_events) or deposits (ledger DEPOSIT) between the raffle's start and its draw time,
 * computed from those records (no ticket rows to keep in step). The draw is provably fair: a random seed is chosen
 * and its sha256 published before the draw; at the draw the winners are `drawWinners(seed, tickets, prizes)`, a pure
 * function anyone can run again from the published seed and ticket list; the seed is published with them. Each
 * prize is one ledger BONUS keyed by raffle, member and prize place (product-rules 4.30). The draw runs once: its
 * row is locked and `drawn_at` set in the transaction that pays.
 */

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A place won, as stored (server-side: the member id never leaves the API). */
export interface Winner {
  place: number;
  /** The winning ticket's index in the ticket list. */
  ticket: number;
  memberId: number;
  prize: number;
}

/**
 * The winners: for place i (0-based), the ticket at sha256(`${seed}:${i}`) modulo the tickets left is drawn and
 * leaves the list (a ticket wins once; a member with many tickets can win several places). Fewer tickets than
 * prizes: the prizes without a ticket are not given. Only the tickets' positions matter, so the published list of
 * masked names gives the same places as the member ids drawn from.
 */
export function drawWinners<T>(seed: string, tickets: readonly T[], prizes: readonly number[]) {
  const left = tickets.map((holder, ticket) => ({ holder, ticket }));
  const winners: Array<{ place: number; ticket: number; holder: T; prize: number }> = [];
  for (const [place, prize] of prizes.entries()) {
    if (!left.length) break;
    const index = Number(BigInt(`0x${sha256(`${seed}:${place}`)}`) % BigInt(left.length));
    const [won] = left.splice(index, 1);
    winners.push({ place: place + 1, ticket: won.ticket, holder: won.holder, prize });
  }
  return winners;
}

/** Real members only take part (product-rules 6.2: trial accounts never). */
const REAL = `NOT m.trial AND m.type IN (0, 1, 2)`;

type RaffleReward = { drawTime: number; prizes: number[] };
type TicketReward = { raffleCode: string; source: 'TURNOVER' | 'DEPOSIT'; every: number };

/** Tickets per member (or of one member) from the raffle's TICKET activities, between the raffle's start and its draw time. */
async function ticketsByMember(db: Queryable, raffle: Activity, onlyMember: number | null = null): Promise<Map<number, number>> {
  const { drawTime } = raffle.config!.reward as RaffleReward;
  const counts = new Map<number, number>();
  for (const row of await repo.listPromotionsOfType(db, raffle.merchantCode, 'TICKET')) {
    const source = activityOf(row);
    const reward = source.config?.reward as TicketReward | undefined;
    if (!reward || reward.raffleCode !== raffle.code) continue;
    const from = new Date(Math.max(raffle.window.startsAt.getTime(), source.window.startsAt.getTime()));
    const to = new Date(drawTime);
    const totals =
      reward.source === 'TURNOVER'
        ? await db.query<{ member_id: number; total: number }>(
            `SELECT w.member_id, SUM(w.amount)::bigint AS total FROM wager_events w JOIN members m ON m.id = w.member_id AND ${REAL}
             WHERE w.merchant_code = $1 AND w.created_at >= $2 AND w.created_at < $3 AND ($4::bigint IS NULL OR w.member_id = $4) GROUP BY w.member_id`,
            [raffle.merchantCode, from, to, onlyMember],
          )
        : await db.query<{ member_id: number; total: number }>(
            `SELECT a.member_id, SUM(t.amount)::bigint AS total FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id JOIN members m ON m.id = a.member_id AND ${REAL}
             WHERE t.merchant_code = $1 AND t.code = 'DEPOSIT' AND a.member_id IS NOT NULL AND t.created_at >= $2 AND t.created_at < $3 AND ($4::bigint IS NULL OR a.member_id = $4) GROUP BY a.member_id`,
            [raffle.merchantCode, from, to, onlyMember],
          );
    for (const { member_id, total } of totals) {
      const tickets = Math.floor(Math.max(0, Number(total)) / reward.every);
      if (tickets > 0) counts.set(Number(member_id), (counts.get(Number(member_id)) ?? 0) + tickets);
    }
  }
  return counts;
}

/** The ticket list in its canonical order: member ids ascending, each repeated once per ticket. */
export async function ticketList(db: Queryable, raffle: Activity): Promise<number[]> {
  const counts = [...(await ticketsByMember(db, raffle)).entries()].sort((a, b) => a[0] - b[0]);
  return counts.flatMap(([memberId, n]) => Array<number>(n).fill(memberId));
}

interface DrawRow {
  promotion_id: number;
  seed: string;
  seed_hash: string;
  tickets: number[] | null;
  winners: Winner[];
  drawn_at: Date | null;
}

/** The raffle's commitment: its seed chosen once (the first to ask makes it), only its hash shown until the draw. */
async function commitment(db: Queryable, raffleId: number): Promise<DrawRow> {
  const seed = randomBytes(32).toString('hex');
  await db.query(`INSERT INTO raffle_draws (promotion_id, seed, seed_hash) VALUES ($1, $2, $3) ON CONFLICT (promotion_id) DO NOTHING`, [
    raffleId,
    seed,
    sha256(seed),
  ]);
  return (await one<DrawRow>(
    db,
    `SELECT promotion_id, seed, seed_hash, tickets, winners, drawn_at FROM raffle_draws WHERE promotion_id = $1`,
    [raffleId],
  ))!;
}

async function loadRaffle(db: Queryable, merchantCode: string, id: number): Promise<Activity> {
  const row = await repo.findPromotion(db, merchantCode, id);
  const raffle = row && activityOf(row);
  if (!raffle || raffle.type !== 'RAFFLE' || !raffle.config) throw new AppError('not.found');
  return raffle;
}

/**
 * What is published: the ticket list and the winners as masked account names (product-rules 4.35), the member ids
 * kept in the API; `mine` marks the asking member's own tickets and places.
 */
const viewOf = async (
  db: Queryable,
  raffle: Activity,
  draw: DrawRow,
  memberId: number | null,
  myTickets: number | null,
  lang: 'TH' | 'EN' = 'TH',
): Promise<RaffleView> => {
  const { drawTime, prizes } = raffle.config!.reward as RaffleReward;
  const drawn = !!draw.drawn_at;
  const ids = [...new Set(draw.tickets ?? [])];
  const names = new Map(
    (ids.length && drawn
      ? await db.query<{ id: number; account: string }>(`SELECT id, account FROM members WHERE id = ANY($1::bigint[])`, [ids])
      : []
    ).map((m) => [Number(m.id), maskAccount(m.account)]),
  );
  const nameOf = (id: number) => names.get(Number(id)) ?? '***';
  return {
    promotionId: raffle.id,
    code: raffle.code,
    title: raffle.row.title[lang],
    drawTime,
    prizes,
    seedHash: draw.seed_hash,
    seed: drawn ? draw.seed : null,
    drawn,
    tickets: drawn ? (draw.tickets ?? []).map(nameOf) : null,
    winners: drawn
      ? (draw.winners ?? []).map((w) => ({
          place: w.place,
          ticket: w.ticket,
          name: nameOf(w.memberId),
          prize: w.prize,
          mine: memberId !== null && Number(w.memberId) === memberId,
        }))
      : [],
    myTickets,
  };
};

/** GET: the raffle, its published hash (and after the draw its seed, ticket list and winners), the member's tickets. */
export async function raffleFor(db: Db, merchantCode: string, id: number, memberId: number | null, lang: 'TH' | 'EN'): Promise<RaffleView> {
  return raffleOf(db, await loadRaffle(db, merchantCode, id), memberId, lang);
}

/** The raffle as a member (or, with null, anyone) sees it; the reward centre lists these. */
export async function raffleOf(db: Queryable, raffle: Activity, memberId: number | null, lang: 'TH' | 'EN'): Promise<RaffleView> {
  const draw = await commitment(db, raffle.id);
  const mine =
    memberId === null
      ? null
      : draw.drawn_at
        ? (draw.tickets ?? []).filter((m) => m === memberId).length
        : ((await ticketsByMember(db, raffle, memberId)).get(memberId) ?? 0);
  return viewOf(db, raffle, draw, memberId, mine, lang);
}

/** The member's tickets in a raffle not drawn yet (the TICKET counter, product-rules 3.20); 0 once drawn. */
export async function unusedTickets(db: Queryable, raffle: Activity, memberId: number): Promise<number> {
  const drawn = await one<{ drawn: boolean }>(db, `SELECT drawn_at IS NOT NULL AS drawn FROM raffle_draws WHERE promotion_id = $1`, [
    raffle.id,
  ]);
  return drawn?.drawn ? 0 : ((await ticketsByMember(db, raffle, memberId)).get(memberId) ?? 0);
}

/**
 * Draws the raffle once its draw time has passed: locks its row, draws from the ticket list, pays each winner
 * (ledger BONUS keyed `BONUS:<raffle>:<member>:P<place>`, an ISSUED entry), publishes the seed. A second run (the
 * job again, another instance, an operator) finds it drawn and answers the same result.
 */
export async function runDraw(db: Db, merchantCode: string, id: number, now = new Date()): Promise<RaffleView & { replayed: boolean }> {
  return db.transaction(async (tx) => {
    const raffle = await loadRaffle(tx, merchantCode, id);
    const { drawTime, prizes } = raffle.config!.reward as RaffleReward;
    if (now.getTime() < drawTime) throw new AppError('promo.not.started', 'the draw time has not come');
    await commitment(tx, raffle.id);
    const draw = (await one<DrawRow>(
      tx,
      `SELECT promotion_id, seed, seed_hash, tickets, winners, drawn_at FROM raffle_draws WHERE promotion_id = $1 FOR UPDATE`,
      [raffle.id],
    ))!;
    if (draw.drawn_at) return { ...(await viewOf(tx, raffle, draw, null, null)), replayed: true };
    const tickets = await ticketList(tx, raffle);
    const winners: Winner[] = drawWinners(draw.seed, tickets, prizes).map(({ holder, ...w }) => ({ ...w, memberId: holder }));
    for (const w of winners) {
      const period = `P${w.place}`;
      const entry = await repo.insertEntry(tx, {
        promotionId: raffle.id,
        memberId: w.memberId,
        period,
        state: next('grant', null) as EntryState,
      });
      if (!entry) continue;
      const paid = await payReward(tx, { activity: raffle, memberId: w.memberId, period, amount: w.prize });
      await repo.updateEntry(tx, Number(entry.id), { state: entry.state, amount: w.prize, transferId: paid.transferId });
    }
    const drawn = (await one<DrawRow>(
      tx,
      `UPDATE raffle_draws SET tickets = $2, winners = $3, drawn_at = $4 WHERE promotion_id = $1 RETURNING promotion_id, seed, seed_hash, tickets, winners, drawn_at`,
      [raffle.id, JSON.stringify(tickets), JSON.stringify(winners), now],
    ))!;
    return { ...(await viewOf(tx, raffle, drawn, null, null)), replayed: false };
  });
}

/** The scheduler's sweep: every raffle past its draw time and not drawn is drawn (runDraw makes it once). */
export const RAFFLE_DRAWS: JobDefinition = {
  name: 'promotions.raffle-draws',
  schedule: { everySeconds: 60 },
  missed: 'latest',
  async run({ db, log }) {
    const due = await db.query<{ id: number; merchant_code: string }>(
      `SELECT p.id, p.merchant_code FROM promotions p LEFT JOIN raffle_draws d ON d.promotion_id = p.id
       WHERE p.type = 'RAFFLE' AND d.drawn_at IS NULL AND (p.config->'reward'->>'drawTime')::bigint <= $1`,
      [Date.now()],
    );
    for (const raffle of due) {
      const result = await runDraw(db, raffle.merchant_code, Number(raffle.id));
      if (!result.replayed) log.info({ raffle: raffle.id, winners: result.winners.length }, 'raffle drawn');
    }
  },
};
