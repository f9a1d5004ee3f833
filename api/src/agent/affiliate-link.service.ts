import crypto from 'node:crypto';
import type { Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { isSwitchOn } from '@site/shared/src/system/switches';
import type { SystemStatus } from '@site/shared/src/system/system-status';
import type { AffiliateLink } from '@site/shared/src/contracts/agent';
import type { Merchant } from '../system/merchant.repository';
import * as repo from './affiliate-link.repository';

/**
 * An agent's affiliate links (module AFFMAN3, docs/agent.md): each a code of its own whose registrations join the
 * agent's team. Codes are drawn by the server with a hyphen, which no account name has, so a link code never takes
 * the form of a member's referral code.
 */

/** The most live links an agent keeps. */
export const MAX_LINKS = 20;
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const drawCode = () => `AG-${Array.from(crypto.randomBytes(8), (b) => ALPHABET[b % ALPHABET.length]).join('')}`;

/** product-rules 6.11: the links exist only while the merchant's AFFMAN3 switch is on. */
export function assertLinksOn(merchant: Merchant): void {
  if (!isSwitchOn({ info: { whitelabel: merchant.whitelabel } } as unknown as SystemStatus, 'AFFMAN3'))
    throw new AppError('function.not.available', 'affiliate links are switched off');
}

const view = (row: repo.LinkRow): AffiliateLink => ({
  id: row.id,
  code: row.code,
  name: row.name,
  path: `/m/register?affiliateCode=${encodeURIComponent(row.code)}`,
  createdAt: row.createdAt.getTime(),
  registrations: row.registrations,
});

export async function listLinks(db: Queryable, merchant: Merchant, agentId: number): Promise<AffiliateLink[]> {
  assertLinksOn(merchant);
  return (await repo.liveLinks(db, agentId)).map(view);
}

export async function createLink(db: Queryable, merchant: Merchant, agentId: number, name: string): Promise<AffiliateLink> {
  assertLinksOn(merchant);
  if ((await repo.countLiveLinks(db, agentId)) >= MAX_LINKS)
    throw new AppError('validation.failed', `at most ${MAX_LINKS} live links`, 422);
  // 31^8 codes: a second draw is already rare, a fifth means something else is wrong.
  for (let draw = 0; draw < 5; draw++) {
    const row = await repo.insertLink(db, { merchantCode: merchant.code, agentId, code: drawCode(), name: name.trim() });
    if (row) return view(row);
  }
  throw new Error('no free affiliate link code in five draws');
}

/** Deletes one of the agent's own links; any other id is agent.info.incorrect. The members it brought stay. */
export async function deleteLink(db: Queryable, merchant: Merchant, agentId: number, linkId: number): Promise<void> {
  assertLinksOn(merchant);
  if (!(await repo.deleteLink(db, agentId, linkId))) throw new AppError('agent.info.incorrect');
}
