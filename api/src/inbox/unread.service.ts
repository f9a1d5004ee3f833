import type { Queryable } from '../db/db';
import type { UnreadCounts } from '@site/shared/src/contracts/inbox';
import { unreadAnnouncements } from '../content/announcements.service';
import { countUnread } from './inbox.repository';
import { memberUnread } from '../chat/chat.repository';
import { publish } from '../events/events';

/**
 * product-rules 3: the unread counters announcement, chat and inbox; total is their sum. The one source of every unread
 * figure the site shows (header badge, inbox and notice tabs).
 */
export async function unreadCounts(db: Queryable, member: { id: number; merchantCode: string }): Promise<UnreadCounts> {
  const inbox = await countUnread(db, member.merchantCode, member.id);
  const announcement = await unreadAnnouncements(db, member.merchantCode, member.id);
  // Customer service's chat messages the member has not read (docs/live-chat.md).
  const chat = await memberUnread(db, member.id);
  return { announcement, chat, inbox, total: announcement + chat + inbox };
}

/**
 * After something changed a member's counters (a message sent to them, one read): their open pages get the new counts
 * (docs/live.md). memberId null: a message or announcement for every member of the merchant; each page reads its own.
 */
export async function announceUnread(db: Queryable, merchantCode: string, memberId: number | null): Promise<void> {
  const counts = memberId === null ? undefined : await unreadCounts(db, { id: memberId, merchantCode });
  void publish('unread.changed', { merchant: merchantCode, memberId, ...(counts ? { counts } : {}) });
}
