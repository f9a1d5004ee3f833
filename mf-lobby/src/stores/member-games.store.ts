import { useEffect } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { sessionStore, useSession } from '@site/shared';
import * as lobbyApi from '../api/lobby.api';
import type { Game } from '../api/lobby.api';

// A store, not a query: the home widget and every tile's heart read it, and home runs without TanStack Query
// (docs/front-end.md).
export interface MemberGamesState {
  /** null until loaded (or for guests). */
  favourites: Game[] | null;
  recents: Game[] | null;
  /** Whose lists these are (the session token), so a new login reloads them. */
  owner: string | null;
}

/** The member's favourites and recents, shared by the home widget, the tiles' hearts and the favourites page. */
export const memberGames = createStore<MemberGamesState>()(() => ({ favourites: null, recents: null, owner: null }));

let loading: Promise<void> | null = null;

/** product-rules 4: favourite and recent lists are fetched only with a session. */
export function loadMemberGames(force = false): Promise<void> {
  const token = sessionStore.getState().session?.token ?? null;
  if (!token) {
    memberGames.setState({ favourites: null, recents: null, owner: null });
    return Promise.resolve();
  }
  if (!force && memberGames.getState().owner === token) return loading ?? Promise.resolve();
  memberGames.setState({ owner: token });
  loading = Promise.all([
    lobbyApi.fetchFavourites().then(
      (page) => page.content,
      () => [] as Game[],
    ),
    lobbyApi.fetchRecents().catch(() => [] as Game[]),
  ]).then(([favourites, recents]) => {
    if (memberGames.getState().owner === token) memberGames.setState({ favourites, recents });
  });
  return loading;
}

sessionStore.subscribe((state, previous) => {
  if (state.session?.token !== previous.session?.token) void loadMemberGames();
});

export function useMemberGames<T>(selector: (s: MemberGamesState) => T): T {
  const token = useSession((s) => s.session?.token ?? null);
  useEffect(() => {
    void loadMemberGames();
  }, [token]);
  return useStore(memberGames, selector);
}

export const isFavourite = (state: MemberGamesState, nodeId: string) => !!state.favourites?.some((g) => g.nodeId === nodeId);
