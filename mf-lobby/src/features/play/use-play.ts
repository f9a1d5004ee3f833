import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ApiError, bus, errorText, useSession, useTranslation } from '@site/shared';
import { queryClient, queryKeys } from '@site/shared/src/query';
import { fetchGameDetail, type Game } from '../../api/lobby.api';
import { GAMES_NS } from '../../i18n/games';
import { exchangeTicket, fetchMainBalance, fetchProviderBalance, type Mode } from './api/play.api';

export type { Mode } from './api/play.api';
/** Free play starts with 10,000.00 of play money, kept in the page only (no money moves). */
export const FREE_BALANCE = 1_000_000;

/**
 * The game a page plays, as the catalogue has it (the launch URL's nodeId): its name is the tile's name, read from the
 * one place that names games, in the current language. Null until it arrives (or for a URL without a node id).
 */
export function useCatalogueGame(nodeId: string | null): Game | null {
  const { i18n } = useTranslation(GAMES_NS);
  const game = useQuery({
    queryKey: queryKeys.content('game', nodeId, i18n.language),
    queryFn: () => fetchGameDetail(nodeId ?? ''),
    enabled: Boolean(nodeId),
  });
  return game.data ?? null;
}

/** Where a game's real balance is read: MAIN by default, or the game's own reader (a provider's, through it). */
export interface BalanceSource {
  /** Names the balance in the query cache. */
  name: string;
  read: () => Promise<number>;
  /** False while the source cannot be read yet (a provider game before its ticket is traded). */
  ready?: boolean;
}
const MAIN_BALANCE: BalanceSource = { name: 'MAIN', read: fetchMainBalance };

/**
 * The balance shown in a game: the wallet the game plays from (a query under 'wallet', so any balance movement on the
 * bus reads it again), with every settled round announced on the bus; or play money, kept in the page.
 */
export function useGameBalance(mode: Mode, source: BalanceSource = MAIN_BALANCE) {
  const token = useSession((s) => s.session?.token ?? null);
  const [free, setBalance] = useState<number | null>(FREE_BALANCE);
  const queryKey = queryKeys.wallet('game-balance', source.name);
  const real = useQuery({
    queryKey,
    queryFn: source.read,
    enabled: mode === 'real' && Boolean(token) && source.ready !== false,
    // The header's balance widget shows an error; the game keeps its last known value.
  });
  /** After a settled round: take the server's balance and tell the rest of the site (header balance). */
  const settled = useCallback(
    (next: number | null | undefined) => {
      if (typeof next === 'number') queryClient.setQueryData(queryKeys.wallet('game-balance', source.name), next);
      if (mode === 'real') bus.emit('wallet:changed', {});
    },
    [mode, source.name],
  );
  const balance = mode === 'free' ? free : (real.data ?? null);
  return { balance, setBalance, settled, loggedIn: Boolean(token) };
}

/**
 * The tab's game sessions, by game page (its address without the ticket): a reload, or coming back to the tab, keeps
 * the player at the table. Kept in the tab's session storage, where the site's own session token is, and never in the
 * URL; the server ends the player token with the site session (logout, password change), and a refused one is dropped.
 */
const gameSessionKey = (params: URLSearchParams) => {
  const rest = new URLSearchParams(params);
  rest.delete('ticket');
  rest.sort();
  return `gameSession:${rest.toString()}`;
};
const storedGameSession = {
  read: (key: string) => {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write: (key: string, token: string | null) => {
    try {
      if (token) sessionStorage.setItem(key, token);
      else sessionStorage.removeItem(key);
    } catch {
      /* storage blocked: the session lives as long as the page */
    }
  },
};

/**
 * A provider game's real-money session: the launch URL carries a single-use ticket, never a token; the page trades
 * it for the player token and drops the spent ticket from the address bar and its history entry. A reload finds the
 * token the tab kept (storedGameSession) and checks it with the provider's balance. Without either (a shared link) or
 * with a refused one, `ended` says why, as a translated text.
 */
export function useGameTicket(mode: Mode): { playerToken: string | null; ended: string | null } {
  const [params, setParams] = useSearchParams();
  // The launch's ticket and the tab's kept session, read once: the URL loses the ticket below.
  const [key] = useState(() => gameSessionKey(params));
  const [ticket] = useState(() => params.get('ticket'));
  const [kept] = useState(() => (ticket ? null : storedGameSession.read(key)));
  const [session, setSession] = useState<{ playerToken: string | null; ended: string | null }>({ playerToken: null, ended: null });
  useEffect(() => {
    if (ticket || !kept) return;
    let live = true;
    fetchProviderBalance(kept).then(
      () => live && setSession({ playerToken: kept, ended: null }),
      (error) => {
        // Refused: the session ended (the site session did, or it expired). A network failure keeps it for next time.
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (refused) storedGameSession.write(key, null);
        if (live) setSession({ playerToken: null, ended: errorText(refused ? new ApiError('launch.ticket.invalid', '', 401) : error) });
      },
    );
    return () => {
      live = false;
    };
  }, [key, ticket, kept]);
  useEffect(() => {
    if (!ticket) return;
    let live = true;
    exchangeTicket(ticket).then(
      (value) => {
        storedGameSession.write(key, value.playerToken);
        if (live) setSession({ playerToken: value.playerToken, ended: null });
      },
      (error) => live && setSession({ playerToken: null, ended: errorText(error) }),
    );
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('ticket');
        return next;
      },
      { replace: true },
    );
    return () => {
      live = false;
    };
  }, [key, ticket, setParams]);
  if (mode === 'real' && !ticket && !kept) return { playerToken: null, ended: errorText(new ApiError('launch.ticket.invalid', '', 401)) };
  return session;
}

/** A demo-provider game's session: the traded launch ticket, and the balance of the wallet it plays from (balance callback). */
export function useProviderGame(mode: Mode) {
  const { playerToken, ended } = useGameTicket(mode);
  const wallet = useGameBalance(mode, {
    name: 'demo-provider',
    read: () => fetchProviderBalance(playerToken ?? ''),
    ready: Boolean(playerToken),
  });
  return { playerToken, ended, wallet };
}
