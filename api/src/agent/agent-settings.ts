import type { Merchant } from '../system/merchant.repository';

/**
 * A merchant's agent settings (merchants.settings.agent), with the defaults used when it sets nothing
 * (docs/agent.md "Who is an agent"). Amounts are minor units.
 */
export interface AgentSettings {
  /**
   * product-rules 6.3: the spec's two readings of "agent". 'A': any type but 4, 40, 41, 42 (the project's default);
   * 'B': any type but 0, 4, 40.
   */
  reading: 'A' | 'B';
  /** The type open registration gives (product-rules 6.2: 1 by default). */
  registerType: number;
  /** The type registration through an agent's affiliate link gives: a player of the agent's team. */
  downlineType: number;
  /** The type an upline agent or the operator gives when making a member an agent. */
  agentType: number;
  /** Transfers from an agent to a downline: the smallest, the largest, and the most per agent per day. */
  transfer: { minAmount: number; maxAmount: number; dailyMax: number };
  /**
   * Agent rebates (docs/agent.md "Rebates"): the merchant's rate in basis points of the downlines' daily turnover (0: none
   * unless the operator gave the agent its own), and whose turnover counts: the direct downlines or the whole team.
   */
  rebate: { rateBp: number; levels: 'direct' | 'team' };
  /**
   * product-rules 6.13: whose balance the downline list shows the agent: its direct downlines (the members it brought
   * and funds), every level, or nobody's.
   */
  downlineBalance: 'none' | 'direct' | 'all';
}

export const NON_AGENT_TYPES_BY_READING: Record<AgentSettings['reading'], readonly number[]> = {
  A: [4, 40, 41, 42],
  B: [0, 4, 40],
};

export const DEFAULT_AGENT_SETTINGS: AgentSettings = {
  reading: 'A',
  registerType: 1,
  downlineType: 0,
  agentType: 1,
  transfer: { minAmount: 100, maxAmount: 10_000_000, dailyMax: 50_000_000 },
  rebate: { rateBp: 0, levels: 'direct' },
  downlineBalance: 'direct',
};

const typeOr = (value: unknown, fallback: number) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : fallback);

export function agentSettings(merchant: Merchant): AgentSettings {
  const s =
    (
      merchant.settings as {
        agent?: Partial<AgentSettings> & { transfer?: Partial<AgentSettings['transfer']>; rebate?: Partial<AgentSettings['rebate']> };
      }
    ).agent ?? {};
  const rateBp = s.rebate?.rateBp;
  const d = DEFAULT_AGENT_SETTINGS;
  return {
    reading: s.reading === 'B' ? 'B' : 'A',
    registerType: typeOr(s.registerType, d.registerType),
    downlineType: typeOr(s.downlineType, d.downlineType),
    agentType: typeOr(s.agentType, d.agentType),
    transfer: { ...d.transfer, ...(s.transfer ?? {}) },
    rebate: {
      rateBp: Number.isSafeInteger(rateBp) && rateBp! >= 0 && rateBp! <= 10_000 ? rateBp! : d.rebate.rateBp,
      levels: s.rebate?.levels === 'team' ? 'team' : 'direct',
    },
    downlineBalance: s.downlineBalance === 'none' || s.downlineBalance === 'all' ? s.downlineBalance : d.downlineBalance,
  };
}

/** product-rules 6.3 under the merchant's reading. A trial account is never an agent. */
export function isAgentOf(merchant: Merchant, member: { type: number; trial: boolean }): boolean {
  return !member.trial && !NON_AGENT_TYPES_BY_READING[agentSettings(merchant).reading].includes(member.type);
}
