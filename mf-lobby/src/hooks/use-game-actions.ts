import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, errorText, i18n, sessionStore, toast, TOAST_MS, useSession } from '@site/shared';
import * as lobbyApi from '../api/lobby.api';
import type { Game } from '../api/lobby.api';
import { NS } from '../i18n';
import { loadMemberGames, memberGames } from '../stores/member-games.store';

const t = (key: string) => i18n.t(`${NS}:${key}`);

/** Guests who launch, favourite or open recents go to /m/login (product-rules 6). */
export function useGameActions() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loggedIn = useSession((s) => !!s.session);

  const toLogin = () => navigate('/m/login');

  async function launch(game: Game) {
    if (!sessionStore.getState().session) return toLogin();
    // Recents first, locally at once and on the server (the launch itself may also record it).
    const { recents } = memberGames.getState();
    memberGames.setState({ recents: [game, ...(recents ?? []).filter((g) => g.nodeId !== game.nodeId)].slice(0, 50) });
    lobbyApi.addRecent(game).catch(() => undefined);
    try {
      const result = await lobbyApi.launchGame(game, `${pathname}${search}`);
      const url = result.content?.game_url ?? result.gameUrl;
      if (!url) throw new ApiError('unknown.error', '', 0);
      if (url.startsWith('/')) navigate(url);
      else window.location.assign(url);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return toLogin();
      // Until the game side answers at this path, say so plainly.
      const text =
        error instanceof ApiError && error.errorCode === 'not.found' && error.status === 404 ? t('launch_unavailable') : errorText(error);
      toast.show(text, 'error', TOAST_MS.short);
    }
  }

  /** product-rules 4: add skipped if already a favourite; remove updates the local list at once. */
  async function toggleFavourite(game: Game) {
    if (!sessionStore.getState().session) return toLogin();
    await loadMemberGames();
    const before = memberGames.getState().favourites ?? [];
    const present = before.some((g) => g.nodeId === game.nodeId);
    memberGames.setState({ favourites: present ? before.filter((g) => g.nodeId !== game.nodeId) : [game, ...before] });
    try {
      if (present) await lobbyApi.removeFavourite(game);
      else await lobbyApi.addFavourite(game);
      toast.show(t(present ? 'fav_removed' : 'fav_added'), 'success', TOAST_MS.success);
    } catch (error) {
      memberGames.setState({ favourites: before });
      if (error instanceof ApiError && error.status === 401) return toLogin();
      toast.show(errorText(error), 'error', TOAST_MS.notice);
    }
  }

  return { launch, toggleFavourite, loggedIn, toLogin };
}
