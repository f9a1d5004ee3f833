import { api, type InboxPage, type InboxReadResult, type MarkInboxRead } from '@site/shared';

export type { InboxMessage } from '@site/shared';

export interface HelpTopic {
  title: string;
  content: string;
  tag: string;
}

export interface Announcement {
  id: number;
  title: string;
  content: string;
  read?: boolean;
}


export const fetchHelp = (lang: string) => api.get<HelpTopic[]>('/wps/system/helpCenter', { lang: lang.toUpperCase(), device: 'MOBILE' });

/** spec 3/7: announcements of the player group (types B,PL,PU,PR,H; platform M). */
export const fetchAnnouncements = () =>
  api.get<{ player?: Announcement[] }>('/wps/relay/MCSFE_getListAnnouncements', { types: 'B,PL,PU,PR,H', platform: 'M' });

/** spec 7: mark-read is throttled to one call per 150 ms. */
let lastMark = 0;
export async function markAnnouncementRead(announcementId: number): Promise<void> {
  const wait = Math.max(0, lastMark + 150 - Date.now());
  lastMark = Date.now() + wait;
  if (wait) await new Promise((r) => setTimeout(r, wait));
  await api.post('/wps/relay/MCSFE_markAnnouncementAsRead', { announcementId, read: true });
}

export const INBOX_PAGE_SIZE = 20;

export const fetchInbox = (pageNo: number) =>
  api.get<InboxPage>('/wps/inbox/messages', { pageNo, pageSize: INBOX_PAGE_SIZE });

export const markInboxRead = (body: MarkInboxRead) => api.post<InboxReadResult>('/wps/inbox/messages/read', body);

export const sendFeedback = (body: { category: string; content: string; remark: string; images: string[] }) => api.put<{ id: number }>('/wps/feedback', body);
