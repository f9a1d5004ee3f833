import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { requireRealMember } from '../http/auth';
import type { SessionMember } from '../session/session.repository';
import { findAffiliate } from '../member/member.repository';
import type { Merchant } from '../system/merchant.repository';
import { agentSettings, isAgentOf } from './agent-settings';
import * as repo from './team.repository';

/**
 * Who is an agent and whose team a member is in (docs/agent.md). Two codes reach registration's one affiliateCode
 * field and stay distinct: an agent's affiliate link code puts the new member in the agent's team (members.upline_id);
 * a member's own referral code (its account) only links the invitee for the referral promo (members.referrer_id).
 */

export type Affiliate = { kind: 'agent'; agentId: number; linkId: number } | { kind: 'referral'; memberId: number | null };

/** What an affiliate code names: a live link of an agent first, else a member's referral code; null when neither. */
export async function affiliateOf(db: Queryable, merchant: Merchant, code: string): Promise<Affiliate | null> {
  const link = await repo.findLiveLink(db, merchant.code, code);
  if (link) {
    // A link of a member who is no longer an agent (or is disabled) brings nobody (product-rules 6.3).
    const agent = { type: link.agentType, trial: link.agentTrial };
    return link.agentStatus === 'active' && isAgentOf(merchant, agent)
      ? { kind: 'agent', agentId: link.agentId, linkId: link.linkId }
      : null;
  }
  const referral = await findAffiliate(db, merchant.code, code);
  return referral && { kind: 'referral', memberId: referral.member_id === null ? null : Number(referral.member_id) };
}

/** The type registration gives: the merchant's downline type through an agent's link, else its register type. */
export function registrationType(merchant: Merchant, affiliate: Affiliate | null): number {
  const settings = agentSettings(merchant);
  return affiliate?.kind === 'agent' ? settings.downlineType : settings.registerType;
}

/** Puts a member registered through an agent's link in that agent's team, in the registration's transaction. */
export async function placeInTeam(db: Queryable, memberId: number, affiliate: Affiliate | null): Promise<void> {
  if (affiliate?.kind === 'agent') await repo.joinTeam(db, memberId, affiliate.agentId, affiliate.linkId);
}

/** The agent behind the request: a real member (free_reject) who is an agent under the merchant's reading (login.non.agent). */
export function requireAgent(request: FastifyRequest): SessionMember {
  const member = requireRealMember(request);
  if (!isAgentOf(request.merchant, member)) throw new AppError('login.non.agent');
  return member;
}

/**
 * The member named by an agent's call, when in the agent's team (direct only when asked); any other id, of another
 * team, another merchant or nobody, is agent.info.incorrect, the same answer whatever the reason.
 */
export async function assertInTeam(db: Queryable, agentId: number, memberId: number, directOnly = false): Promise<number> {
  const depth = await repo.teamDepth(db, agentId, memberId);
  if (depth === null || (directOnly && depth !== 1)) throw new AppError('agent.info.incorrect');
  return depth;
}

/** An upline agent opens an agent account for a direct downline: the downline takes the merchant's agent type. */
export async function openAgentAccount(
  db: Db,
  merchant: Merchant,
  agentId: number,
  memberId: number,
): Promise<{ memberId: number; type: number }> {
  return db.transaction(async (tx) => {
    const member = await repo.lockMember(tx, merchant.code, memberId);
    if (!member || member.uplineId !== agentId) throw new AppError('agent.info.incorrect');
    return makeAgent(tx, merchant, member, { byMemberId: agentId, byOperator: null });
  });
}

/** The operator promotes a member of the merchant to agent (/ops API). */
export async function promoteToAgent(
  db: Db,
  merchant: Merchant,
  memberId: number,
  operator: string,
): Promise<{ memberId: number; type: number }> {
  return db.transaction(async (tx) => {
    const member = await repo.lockMember(tx, merchant.code, memberId);
    if (!member) throw new AppError('user.not.exist.or.disabled');
    return makeAgent(tx, merchant, member, { byMemberId: null, byOperator: operator });
  });
}

async function makeAgent(
  tx: Queryable,
  merchant: Merchant,
  member: repo.TeamMemberRow,
  by: { byMemberId: number | null; byOperator: string | null },
): Promise<{ memberId: number; type: number }> {
  if (member.trial || member.status !== 'active') throw new AppError('user.not.exist.or.disabled');
  if (isAgentOf(merchant, member)) throw new AppError('agent.already');
  const toType = agentSettings(merchant).agentType;
  await repo.appoint(tx, { merchantCode: merchant.code, memberId: member.id, fromType: member.type, toType, ...by });
  return { memberId: member.id, type: toType };
}
