import { useCallback, useEffect, useState } from 'react';
import { api, bus, useSession } from '@site/shared';

export type Mode = 'real' | 'free';
/** Free play starts with 10,000.00 of play money, kept in the page only (no money moves). */
export const FREE_BALANCE = 1_000_000;

export function newRoundId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID().replace(/-/g, '');
  return Array.from(c.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The balance shown in a game: the real main wallet (and every change announced on the bus), or play money. */
export function useGameBalance(mode: Mode) {
  const token = useSession((s) => s.session?.token ?? null);
  const [balance, setBalance] = useState<number | null>(mode === 'free' ? FREE_BALANCE : null);
  const refresh = useCallback(async () => {
    if (mode === 'free' || !token) return;
    try {
      const value = await api.get<{ sumBalance: number; balance?: Array<{ accountTypeId: string | number; availBalance: number }> }>('/wps/v2/wallets/balance');
      const main = value.balance?.find((b) => String(b.accountTypeId) === 'MAIN');
      setBalance(Number(main?.availBalance ?? value.sumBalance));
    } catch {
      /* the header's balance widget shows the error; the game keeps its last known value */
    }
  }, [mode, token]);
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

export interface SeedView {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface RoundResult<O> {
  id?: number;
  nonce: number;
  totalBet: number;
  win: number;
  outcome: O;
  balance?: number;
  serverSeedHash: string;
  serverSeed?: string | null;
  clientSeed: string;
  seed?: SeedView;
}

export function playBgs<O>(game: string, mode: Mode, body: Record<string, unknown>) {
  return api.post<RoundResult<O>>(`/wps/bgs/${game}/play`, mode === 'free' ? { ...body, free: true } : { ...body, roundId: newRoundId() });
}
