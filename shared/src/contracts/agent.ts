import { Type, type Static } from '@sinclair/typebox';
import { Id } from './envelope';

/**
 * The agent area (docs/agent.md): the agent's team, affiliate links, team figures and transfers to downlines.
 * Amounts are integers of minor units; times epoch milliseconds.
 */

export const MemberIdParams = Type.Object({ memberId: Id });
export type MemberIdParams = Static<typeof MemberIdParams>;

/** A member made an agent, with the type it now has. */
export const Appointed = Type.Object({ memberId: Type.Integer(), type: Type.Integer() });
export type Appointed = Static<typeof Appointed>;
