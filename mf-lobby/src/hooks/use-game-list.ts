import { useState } from 'react';
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { GAME_LIST_PAGE, toHeaderLanguage, useTranslation } from '@site/shared';
import { queryClient, queryKeys } from '@site/shared/src/query';
import * as lobbyApi from '../api/lobby.api';
import type { GamePage, GameQuery, Lane } from '../api/lobby.api';
import { NS } from '../i18n';

/** The vendor lanes (categories and their vendors), per language; none asked for when not wanted. */
export function useLanes(wanted = true): Lane[] | null {
  const { i18n } = useTranslation(NS);
  const lanes = useQuery({
    queryKey: queryKeys.content('lanes', i18n.language),
    queryFn: () => lobbyApi.fetchLanes().then((v) => v.lanes),
    enabled: wanted,
    staleTime: 5 * 60_000,
  });
  if (lanes.isError) return [];
  return lanes.data ?? null;
}

interface BootGameList {
  path: string;
  lang: string;
  page: GamePage;
}

/**
 * The list's first page as the server sent it with the HTML (api/src/web/boot.ts, its tiles' images already
 * loading): for the page it was sent for, in that language, and only once (then it is in the query cache).
 */
function takeBootPage(path: string, lang: string): GamePage | null {
  const boot = (window as Window & { __BOOT__?: { gameList?: BootGameList } }).__BOOT__;
  const sent = boot?.gameList;
  if (!sent || sent.path !== path || sent.lang !== lang) return null;
  delete boot.gameList;
  return sent.page;
}

type ListFilter = Pick<GameQuery, 'gameType' | 'vassalage' | 'gameClassify' | 'gameName'>;

/**
 * A game list's pages of 9 (product-rules 9), one query per filter and language: `more` loads the next page, `less`
 * keeps the first. The server's first page is used when it fits the list shown (`bootFits`: the page's own filter).
 */
export function useGameList(path: string, filter: ListFilter, bootFits: boolean) {
  const { i18n } = useTranslation(NS);
  const queryKey = queryKeys.content('games', filter, i18n.language);
  const [sent] = useState(() => (bootFits ? takeBootPage(path, toHeaderLanguage(i18n.language)) : null));
  const list = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => lobbyApi.fetchGameList({ ...filter, pageNo: pageParam, pageSize: GAME_LIST_PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * GAME_LIST_PAGE < last.totalCount ? pages.length + 1 : undefined),
    initialData: sent && bootFits ? { pages: [sent], pageParams: [1] } : undefined,
  });
  const pages = list.data?.pages;
  return {
    games: pages ? pages.flatMap((p) => p.games) : null,
    vendors: pages?.at(-1)?.vendors ?? [],
    total: pages?.at(-1)?.totalCount ?? 0,
    failed: list.isError,
    busy: list.isFetching,
    retry: () => void list.refetch(),
    more: () => void list.fetchNextPage(),
    less: () =>
      queryClient.setQueryData<InfiniteData<GamePage, number>>(queryKey, (data) =>
        data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
      ),
  };
}
