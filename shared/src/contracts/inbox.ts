/** Shape of an inbox message (/wps/inbox/messages), shared by the API and mf-messaging. */
export interface InboxMessage {
  id: number;
  title: string;
  content: string;
  createdAt: number;
  read: boolean;
}
