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
  /**
   * The member's balance (its wallets but HOLD), where the merchant's rule shows it (product-rules 6.13: by default
   * for direct downlines); null where it does not.
   */
  balance: Nullable(Type.Integer()),
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

/**
 * Contracts (docs/agent.md "Contracts"): daily salary, hourly salary and dividend terms an upline agent (or the
 * operator) offers a direct downline agent. Salary tiers: the highest amount whose turnover and active players the
 * team reached in the period. Dividend tiers: the rate (basis points) of the highest minimum the period's net loss or
 * GGR reached.
 */
export const CONTRACT_KINDS = ['DAILY_SALARY', 'HOURLY_SALARY', 'DIVIDEND'] as const;
export const ContractKind = StringEnum(CONTRACT_KINDS);
export type ContractKind = Static<typeof ContractKind>;

export const DividendBasis = StringEnum(['NET_LOSS', 'GGR']);
export type DividendBasis = Static<typeof DividendBasis>;

export const SalaryTier = Type.Object({
  turnover: Type.Integer({ minimum: 0 }),
  activePlayers: Type.Integer({ minimum: 0 }),
  /** Checked by the handler: anything but a positive integer is amount.invalid. */
  amount: ClientAmount,
});
export type SalaryTier = Static<typeof SalaryTier>;

export const DividendTier = Type.Object({
  /** The least net loss (or GGR) of the period, minor units. */
  minimum: Type.Integer({ minimum: 0 }),
  /** Basis points of the period's net loss (or GGR): 1000 = 10%. */
  rateBp: Type.Integer({ minimum: 1, maximum: 10_000 }),
});
export type DividendTier = Static<typeof DividendTier>;

/** POST /wps/agent/contracts and POST /ops/agent/contracts: salary tiers for a salary, basis and dividend tiers for a dividend. */
export const ContractOffer = Type.Object({
  memberId: Id,
  kind: ContractKind,
  basis: Type.Optional(DividendBasis),
  salaryTiers: Type.Optional(Type.Array(SalaryTier, { minItems: 1, maxItems: 10 })),
  dividendTiers: Type.Optional(Type.Array(DividendTier, { minItems: 1, maxItems: 10 })),
});
export type ContractOffer = Static<typeof ContractOffer>;

export const CONTRACT_STATUSES = ['OFFERED', 'ACCEPTED', 'REFUSED', 'ENDED'] as const;
export const ContractStatus = StringEnum(CONTRACT_STATUSES);
export type ContractStatus = Static<typeof ContractStatus>;

export const AgentContract = Type.Object({
  id: Type.Integer(),
  kind: ContractKind,
  basis: Nullable(DividendBasis),
  salaryTiers: Type.Array(SalaryTier),
  dividendTiers: Type.Array(DividendTier),
  status: ContractStatus,
  /** The downline agent the terms are for. */
  agentId: Type.Integer(),
  agent: Type.String(),
  /** The upline agent who offered (and pays); null when the operator did (the house pays). */
  offeredBy: Nullable(Type.String()),
  createdAt: Type.Integer({ description: 'epoch ms' }),
  decidedAt: Nullable(Type.Integer({ description: 'epoch ms' })),
});
export type AgentContract = Static<typeof AgentContract>;

export const ContractKindQuery = Type.Object({ kind: Type.Optional(ContractKind) });
export type ContractKindQuery = Static<typeof ContractKindQuery>;

/** GET /wps/agent/contracts: the contracts offered to the agent and those it offered, newest first. */
export const AgentContracts = Type.Object({ received: Type.Array(AgentContract), offered: Type.Array(AgentContract) });
export type AgentContracts = Static<typeof AgentContracts>;

export const ContractIdParams = Type.Object({ id: Id });
export type ContractIdParams = Static<typeof ContractIdParams>;

/** One settled period of a contract, as both sides see it. */
export const ContractStatement = Type.Object({
  id: Type.Integer(),
  contractId: Type.Integer(),
  kind: ContractKind,
  period: Type.String(),
  periodStart: Type.Integer({ description: 'epoch ms' }),
  periodEnd: Type.Integer({ description: 'epoch ms' }),
  turnover: Type.Integer(),
  activePlayers: Type.Integer(),
  ggr: Type.Integer(),
  netLoss: Type.Integer(),
  amount: Type.Integer(),
  /** PAID, NOTHING_DUE (no tier reached), UNPAID (the upline's wallet could not pay it). */
  status: StringEnum(['PAID', 'NOTHING_DUE', 'UNPAID']),
  /** received: paid to the asking agent; paid: paid by it to a downline. */
  side: StringEnum(['received', 'paid']),
  agent: Type.String(),
  payer: Nullable(Type.String()),
});
export type ContractStatement = Static<typeof ContractStatement>;

export const StatementQuery = Type.Object({
  kind: Type.Optional(ContractKind),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type StatementQuery = Static<typeof StatementQuery>;

export const StatementPage = RecordPage(ContractStatement);
export type StatementPage = RecordPage<ContractStatement>;

/**
 * POST /ops/agent/contracts/settle: `closed` (the default) settles the period closed last, as the job does; `current`
 * settles the running period now, closing it early for the contracts in force (what happens later in it counts for no
 * contract).
 */
export const SettleBody = Type.Object({ kind: ContractKind, period: Type.Optional(StringEnum(['closed', 'current'])) });
export type SettleBody = Static<typeof SettleBody>;

export const Settled = Type.Object({ period: Type.String(), paid: Type.Integer(), nothingDue: Type.Integer(), unpaid: Type.Integer() });
export type Settled = Static<typeof Settled>;

/** Where an agent's rebate rate comes from: its own terms (set by the operator) or the merchant's rate. */
export const RebateRateSource = StringEnum(['agent', 'merchant']);
export type RebateRateSource = Static<typeof RebateRateSource>;

/** One settled day of an agent's rebate on its downlines' turnover (docs/agent.md "Rebates"). */
export const AgentRebateStatement = Type.Object({
  id: Type.Integer(),
  period: Type.String(),
  periodStart: Type.Integer({ description: 'epoch ms' }),
  periodEnd: Type.Integer({ description: 'epoch ms' }),
  /** The downlines' turnover of the day (bets less rollbacks), minor units. */
  turnover: Type.Integer(),
  rateBp: Type.Integer({ description: 'basis points' }),
  amount: Type.Integer(),
  /** PAID, or NOTHING_DUE when the rate gave less than one minor unit. */
  status: StringEnum(['PAID', 'NOTHING_DUE']),
});
export type AgentRebateStatement = Static<typeof AgentRebateStatement>;

/** GET /wps/agent/rebates: the agent's rate now, which downlines it counts, and its settled days, newest first. */
export const AgentRebates = Type.Object({
  rateBp: Type.Integer({ description: 'basis points' }),
  source: RebateRateSource,
  levels: StringEnum(['direct', 'team']),
  statements: RecordPage(AgentRebateStatement),
});
export type AgentRebates = Static<typeof AgentRebates>;

export const RebateQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type RebateQuery = Static<typeof RebateQuery>;

/** POST /ops/agent/members/{memberId}/rebate-rate: the agent's own rate in basis points; without one the merchant's applies again. */
export const RebateRateBody = Type.Object({ rateBp: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })) });
export type RebateRateBody = Static<typeof RebateRateBody>;

/** POST /ops/agent/rebates/settle: the day closed last (as the job does), or the running day early. */
export const RebateSettleBody = Type.Object({ period: Type.Optional(StringEnum(['closed', 'current'])) });
export type RebateSettleBody = Static<typeof RebateSettleBody>;

export const RebatesSettled = Type.Object({ period: Type.String(), paid: Type.Integer(), nothingDue: Type.Integer() });
export type RebatesSettled = Static<typeof RebatesSettled>;
