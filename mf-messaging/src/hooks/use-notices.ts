import { useMutation, useQuery } from '@tanstack/react-query';
import { useSession, type AnnouncementGroups } from '@site/shared';
import { queryClient, queryKeys } from '@site/shared/src/query';
import { fetchAnnouncements, markAnnouncementRead } from '../api/messaging.api';
import { UNREAD_KEY } from './use-unread-counts';

/** The announcements, read flags included: whose they are depends on the session (its token is in the key). */
const NOTICES_KEY = queryKeys.content('announcements');

/** The player group's announcements (null while loading; empty when they could not be read). */
export function useNotices() {
  const token = useSession((s) => s.session?.token ?? null);
  const query = useQuery({ queryKey: [...NOTICES_KEY, token], queryFn: fetchAnnouncements, select: (groups) => groups.player });
  return query.data ?? (query.isError ? [] : null);
}

/**
 * product-rules 4: an announcement read is set locally, told to the server, then the list and the unread counters
 * (header badge, inbox tabs) are invalidated and read again.
 */
export function useMarkNoticeRead() {
  return useMutation({
    mutationFn: markAnnouncementRead,
    onMutate: (id) => {
      queryClient.setQueriesData<AnnouncementGroups>(
        { queryKey: NOTICES_KEY },
        (groups) => groups && { ...groups, player: groups.player.map((a) => (a.id === id ? { ...a, read: true } : a)) },
      );
    },
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: NOTICES_KEY }), queryClient.invalidateQueries({ queryKey: UNREAD_KEY })]),
  });
}
