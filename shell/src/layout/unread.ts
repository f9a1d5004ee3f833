import { useEffect, useState } from 'react';
import { api, bus, throttle, useSession } from '@site/shared';

/** spec 9: inbox unread count, throttled 250 ms, no alert on failure. */
const fetchInboxUnread = throttle(() => api.get<number>('/wps/relay/EMFE_getInboxUnreadCount'), 250);

/** spec 3: unread counters announcement, chat, inbox; the badge shows the sum. */
export function useUnreadTotal(): number {
  const token = useSession((s) => s.session?.token);
  const [counts, setCounts] = useState({ announcement: 0, chat: 0, inbox: 0 });
  useEffect(() => bus.on('unread:changed', setCounts), []);
  useEffect(() => {
    if (!token) {
      setCounts({ announcement: 0, chat: 0, inbox: 0 });
      return;
    }
    fetchInboxUnread().then(
      (inbox) => setCounts((c) => ({ ...c, inbox: Number(inbox) || 0 })),
      () => undefined,
    );
  }, [token]);
  return counts.announcement + counts.chat + counts.inbox;
}
