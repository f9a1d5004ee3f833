import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  api,
  ApiError,
  bus,
  errorText,
  useSession,
  useTranslation,
  type BgsOutcome,
  type FreeRound,
  type GameSession,
  type PlayedRound,
  type WalletBalance,
} from '@site/shared';
import { fetchGameDetail, type Game } from '../../api/lobby.api';
import { GAMES_NS } from '../../i18n/games';

export type Mode = 'real' | 'free';
/** Free play starts with 10,000.00 of play money, kept in the page only (no money moves). */
export const FREE_BALANCE = 1_000_000;

export function newRoundId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID().replace(/-/g, '');
  return Array.from(c.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The game a page plays, as the catalogue has it (the launch URL's nodeId): its name is the tile's name, read from the
 * one place that names games, in the current language. Null until it arrives (or for a URL without a node id).
 */
export function useCatalogueGame(nodeId: string | null): Game | null {
  const { i18n } = useTranslation(GAMES_NS);
  const [game, setGame] = useState<Game | null>(null);
  useEffect(() => {
    if (!nodeId) return;
    let live = true;
    fetchGameDetail(nodeId).then(
      (g) => live && setGame(g),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [nodeId, i18n.language]);
  return game;
}

/** MAIN's balance: the in-house games play from the main wallet. */
async function mainBalance(): Promise<number> {
  const value = await api.get<WalletBalance>('/wps/v2/wallets/balance');
  const main = value.balance.find((b) => b.accountTypeId === 'MAIN');
  return Number(main?.availBalance ?? value.sumBalance);
}

/**
 * The balance shown in a game: the wallet the game plays from (MAIN unless the game reads its own, as a provider's
 * game does through its provider), with every change announced on the bus; or play money.
 */
export function useGameBalance(mode: Mode, readBalance: () => Promise<number> = mainBalance) {
  const token = useSession((s) => s.session?.token ?? null);
  const [balance, setBalance] = useState<number | null>(mode === 'free' ? FREE_BALANCE : null);
  const refresh = useCallback(async () => {
    if (mode === 'free' || !token) return;
    try {
      setBalance(await readBalance());
    } catch {
      /* the header's balance widget shows the error; the game keeps its last known value */
    }
  }, [mode, token, readBalance]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  /** After a settled round: take the server's balance and tell the rest of the site (header balance). */
  const settled = useCallback(
    (next: number | null | undefined) => {
      if (typeof next === 'number') setBalance(next);
      if (mode === 'real') bus.emit('wallet:changed', {});
    },
    [mode],
  );
  return { balance, setBalance, settled, refresh, loggedIn: Boolean(token) };
}

export type { SeedView } from '@site/shared';

/** A round's answer with its game's own outcome; the balance after it only for real money (a free round has none). */
export type RoundResult<O extends BgsOutcome> = (PlayedRound | (FreeRound & { balance?: undefined })) & { outcome: O };

export function playBgs<O extends BgsOutcome>(game: string, mode: Mode, body: Record<string, unknown>) {
  return api.post<RoundResult<O>>(`/wps/bgs/${game}/play`, mode === 'free' ? { ...body, free: true } : { ...body, roundId: newRoundId() });
}

const exchanges = new Map<string, Promise<GameSession>>();
/** Trades a launch ticket for its game session, once per page (the server takes a ticket once). */
function exchangeTicket(ticket: string): Promise<GameSession> {
  let exchange = exchanges.get(ticket);
  if (!exchange) {
    exchange = api.post<GameSession>('/wps/game/ticket', { ticket });
    exchanges.set(ticket, exchange);
  }
  return exchange;
}

/**
 * A provider game's real-money session: the launch URL carries a single-use ticket, never a token; the page trades
 * it for the player token, kept in memory only, and drops the spent ticket from the address bar and its history
 * entry. Without a ticket (a reload, a shared link) or with a refused one, `ended` says why, as a translated text.
 */
export function useGameTicket(mode: Mode): { playerToken: string | null; ended: string | null } {
  const [params, setParams] = useSearchParams();
  // The launch's ticket, read once: the URL loses it below.
  const [ticket] = useState(() => params.get('ticket'));
  const [session, setSession] = useState<{ playerToken: string | null; ended: string | null }>({ playerToken: null, ended: null });
  useEffect(() => {
    if (!ticket) return;
    let live = true;
    exchangeTicket(ticket).then(
      (value) => live && setSession({ playerToken: value.playerToken, ended: null }),
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
  }, [ticket, setParams]);
  if (mode === 'real' && !ticket) return { playerToken: null, ended: errorText(new ApiError('launch.ticket.invalid', '', 401)) };
  return session;
}
