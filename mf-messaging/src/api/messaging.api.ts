import {
  api,
  type AnnouncementGroups,
  type AnnouncementQuery,
  type ChatMessage,
  type ChatReadBody,
  type ChatThread,
  fetchBlob,
  type SendChatMessage,
  type FeedbackBody,
  type FeedbackSent,
  type HelpQuery,
  type HelpTopic,
  type InboxPage,
  type InboxReadResult,
  type MarkAnnouncementRead,
  type MarkInboxRead,
} from '@site/shared';

export type { Announcement, HelpTopic, InboxMessage } from '@site/shared';

export const fetchHelp = (lang: string) =>
  api.get<HelpTopic[]>('/wps/system/helpCenter', { lang: lang.toUpperCase(), device: 'MOBILE' } satisfies HelpQuery);

/** product-rules 3/7: announcements of the player group (types B,PL,PU,PR,H; platform M). */
export const fetchAnnouncements = () =>
  api.get<AnnouncementGroups>('/wps/relay/MCSFE_getListAnnouncements', {
    types: 'B,PL,PU,PR,H',
    platform: 'M',
  } satisfies AnnouncementQuery);

/** product-rules 7: mark-read is throttled to one call per 150 ms. */
let lastMark = 0;
export async function markAnnouncementRead(announcementId: number): Promise<void> {
  const wait = Math.max(0, lastMark + 150 - Date.now());
  lastMark = Date.now() + wait;
  if (wait) await new Promise((r) => setTimeout(r, wait));
  await api.post('/wps/relay/MCSFE_markAnnouncementAsRead', { announcementId, read: true } satisfies MarkAnnouncementRead);
}

export const INBOX_PAGE_SIZE = 20;

export const fetchInbox = (pageNo: number) => api.get<InboxPage>('/wps/inbox/messages', { pageNo, pageSize: INBOX_PAGE_SIZE });

export const markInboxRead = (body: MarkInboxRead) => api.post<InboxReadResult>('/wps/inbox/messages/read', body);

export const sendFeedback = (body: FeedbackBody) => api.put<FeedbackSent>('/wps/feedback', body);

/** Live chat (docs/live-chat.md): the member's conversation, sending, read marks and the typing sign. */
export const fetchChatThread = () => api.get<ChatThread>('/wps/chat/messages');
export const sendChatMessage = (body: SendChatMessage) => api.post<ChatMessage>('/wps/chat/messages', body);
export const markChatRead = (body: ChatReadBody) => api.post<number>('/wps/chat/read', body);
export const sendChatTyping = () => api.post<{ done: boolean }>('/wps/chat/typing');
/** A chat picture as an object URL (read with the session; the caller revokes it). */
export const fetchChatImage = async (url: string) => URL.createObjectURL(await fetchBlob(url));
