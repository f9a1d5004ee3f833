import type { Queryable } from '../db/db';
import type { UnreadCounts } from '@site/shared/src/contracts/inbox';
import { unreadAnnouncements } from '../content/announcements.service';
import { countUnread } from './inbox.repository';
import { memberUnread } from '../chat/chat.repository';

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
