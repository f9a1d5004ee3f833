import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, StringEnum } from './envelope';
import { ClientAmount, RecordPage } from './wallet';

/**
 * The agent area (docs/agent.md): the agent's team, affiliate links, team figures and transfers to downlines.
 * Amounts are integers of minor units; times epoch milliseconds.
 */

export const MemberIdParams = Type.Object({ memberId: Id });
export type MemberIdParams = Static<typeof MemberIdParams>;

/** A member made an agent, with the type it now has. */
export const Appointed = Type.Object({ memberId: Type.Integer(), type: Type.Integer() });
export type Appointed = Static<typeof Appointed>;

/** An affiliate link of the agent (module AFFMAN3) and the registrations it brought. */
export const AffiliateLink = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  /** The registration path carrying the code (the screen adds the site's own origin). */
  path: Type.String(),
  createdAt: Type.Integer({ description: 'epoch ms' }),
  registrations: Type.Integer(),
});
export type AffiliateLink = Static<typeof AffiliateLink>;

export const AffiliateLinkIdParams = Type.Object({ id: Id });
export type AffiliateLinkIdParams = Static<typeof AffiliateLinkIdParams>;

export const NewAffiliateLink = Type.Object({ name: Type.Optional(Type.String({ maxLength: 40 })) });
export type NewAffiliateLink = Static<typeof NewAffiliateLink>;

/** How deep the downline list goes: the agent's direct downlines, or every level. */
export const DownlineLevel = StringEnum(['direct', 'all'], { default: 'direct' });
export type DownlineLevel = Static<typeof DownlineLevel>;

/** GET /wps/agent/downlines: records paging (api-conventions A8.3), a search on account or nickname. */
export const DownlineQuery = Type.Object({
  level: Type.Optional(DownlineLevel),
  name: Type.Optional(Type.String({ maxLength: 32 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type DownlineQuery = Static<typeof DownlineQuery>;

export const Downline = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  nickname: Nullable(Type.String()),
  type: Type.Integer(),
  agent: Type.Boolean(),
  /** 1 for a direct downline, 2 for a downline's downline, ... */
  depth: Type.Integer(),
  upline: Type.String(),
  registeredAt: Type.Integer({ description: 'epoch ms' }),
  lastLoginAt: Nullable(Type.Integer({ description: 'epoch ms' })),
  /** All time, minor units. */
  deposits: Type.Integer(),
  turnover: Type.Integer(),
});
export type Downline = Static<typeof Downline>;

export const DownlinePage = RecordPage(Downline);
export type DownlinePage = RecordPage<Downline>;

/** The periods of the team figures, in the merchant's time zone; `range` takes startTime and endTime. */
export const FIGURE_PERIODS = ['today', 'yesterday', 'week', 'month', 'range'] as const;
export const FigurePeriod = StringEnum(FIGURE_PERIODS, { default: 'today' });
export type FigurePeriod = Static<typeof FigurePeriod>;

export const TeamFiguresQuery = Type.Object({
  period: Type.Optional(FigurePeriod),
  startTime: Type.Optional(Type.Integer({ minimum: 0 })),
  endTime: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type TeamFiguresQuery = Static<typeof TeamFiguresQuery>;

/** What a part of the team did in the period (minor units for money). */
export const Figures = Type.Object({
  registrations: Type.Integer(),
  firstDepositors: Type.Integer(),
  activePlayers: Type.Integer(),
  deposits: Type.Integer(),
  withdrawals: Type.Integer(),
  turnover: Type.Integer(),
  /** Bets minus wins (rolled-back bets count as neither). */
  ggr: Type.Integer(),
  bonuses: Type.Integer(),
  /** GGR minus bonuses. */
  net: Type.Integer(),
});
export type Figures = Static<typeof Figures>;

export const TeamFigures = Type.Object({
  period: FigurePeriod,
  startTime: Type.Integer({ description: 'epoch ms, included' }),
  endTime: Type.Integer({ description: 'epoch ms, excluded' }),
  /** The agent's own direct downlines. */
  direct: Figures,
  /** Every level of the team. */
  team: Figures,
  /** The whole team's figures per day of the period, for the charts. */
  days: Type.Array(Type.Object({ day: Type.String(), deposits: Type.Integer(), turnover: Type.Integer(), ggr: Type.Integer() })),
});
export type TeamFigures = Static<typeof TeamFigures>;

/** POST /wps/agent/transfer/downline: from the agent's MAIN wallet to a downline's, with the payment password. */
export const DownlineTransferBody = Type.Object({
  memberId: Id,
  /** Checked by the handler (parseAmount): anything but a positive integer is amount.invalid. */
  amount: ClientAmount,
  paymentPassword: Type.String({ minLength: 1, maxLength: 64 }),
  idempotencyKey: Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,100}$' }),
});
export type DownlineTransferBody = Static<typeof DownlineTransferBody>;

export const DownlineTransfer = Type.Object({
  id: Type.Integer(),
  memberId: Type.Integer(),
  account: Type.String(),
  amount: Type.Integer(),
  createdAt: Type.Integer({ description: 'epoch ms' }),
  /** The agent's MAIN balance after the transfer. */
  balance: Type.Integer(),
  replayed: Type.Boolean(),
});
export type DownlineTransfer = Static<typeof DownlineTransfer>;

export const TransferLimits = Type.Object({
  minAmount: Type.Integer(),
  maxAmount: Type.Integer(),
  dailyMax: Type.Integer(),
  usedToday: Type.Integer(),
  balance: Type.Integer(),
  hasPaymentPassword: Type.Boolean(),
});
export type TransferLimits = Static<typeof TransferLimits>;

/** One transfer between an agent and a downline, as either side sees it (amount signed: out negative). */
export const AgentTransferRecord = Type.Object({
  id: Type.Integer(),
  direction: StringEnum(['out', 'in']),
  counterpart: Type.String(),
  amount: Type.Integer(),
  createdAt: Type.Integer({ description: 'epoch ms' }),
});
export type AgentTransferRecord = Static<typeof AgentTransferRecord>;
