import { useEffect } from 'react';
import { useInfiniteQuery, useMutation, type InfiniteData } from '@tanstack/react-query';
import { errorText, toast, type InboxMessage, type InboxPage, type MarkInboxRead } from '@site/shared';
import { queryClient, queryKeys } from '@site/shared/src/query';
import { fetchInbox, markInboxRead } from '../api/messaging.api';
import { UNREAD_KEY } from './use-unread-counts';

const INBOX_KEY = queryKeys.member('inbox');

/** Marks the messages read in the pages already loaded (all of them, or the ones of `ids`). */
function markLoaded(ids: number[] | 'all') {
  queryClient.setQueryData<InfiniteData<InboxPage, number>>(
    INBOX_KEY,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          content: page.content.map((m) => (ids === 'all' || ids.includes(m.id) ? { ...m, read: true } : m)),
        })),
      },
  );
}

/** The inbox's messages, a page at a time (newest first); a message already listed is never listed twice. */
export function useInboxPages(loggedIn: boolean) {
  const query = useInfiniteQuery({
    queryKey: INBOX_KEY,
    queryFn: ({ pageParam }) => fetchInbox(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _all, pageNo) => (pageNo < last.totalPages ? pageNo + 1 : undefined),
    enabled: loggedIn,
  });
  useEffect(() => {
    if (query.error) toast.show(errorText(query.error), 'error');
  }, [query.error]);
  const pages = query.data?.pages;
  const seen = new Set<number>();
  const messages: InboxMessage[] | null = pages
    ? pages.flatMap((page) => page.content.filter((m) => !seen.has(m.id) && seen.add(m.id)))
    : query.isError
      ? []
      : null;
  return {
    messages,
    loading: query.isFetchingNextPage,
    totalCount: pages?.[pages.length - 1].totalCount ?? 0,
    hasMore: query.hasNextPage,
    more: () => void query.fetchNextPage(),
  };
}

/**
 * Marking read (one message on opening it, or all): shown read at once in the pages loaded; the unread counters are
 * invalidated, and every figure (header badge, tabs, "n unread") follows.
 */
export function useMarkInboxRead() {
  return useMutation({
    mutationFn: (body: MarkInboxRead) => markInboxRead(body),
    onMutate: (body) => {
      // One message reads at once (even if the call fails, as before); read-all waits for the server's word.
      if (body.ids) markLoaded(body.ids);
    },
    onSuccess: (_result, body) => {
      if (body.all) markLoaded('all');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: UNREAD_KEY }),
  });
}
