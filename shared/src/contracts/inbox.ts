/** Shape of an inbox message (/wps/inbox/messages), shared by the API and mf-messaging. */
export interface InboxMessage {
  id: number;
  title: string;
  content: string;
  createdAt: number;
  read: boolean;
}

/** spec 3: the unread counters (GET /wps/inbox/unread); total is their sum. One source for every figure shown. */
export interface UnreadCounts {
  announcement: number;
  chat: number;
  inbox: number;
  total: number;
}
