import {
  api,
  type BgsOutcome,
  type BgsRound,
  type BgsRules,
  type FreeRound,
  type GameSession,
  type LiveBets,
  type LiveTableState,
  type PlayedRound,
  type RotatedSeed,
  type RoundCheck,
  type SeedView,
  type VendorSlotGame,
  type VendorSlotSpin,
  type WalletBalance,
} from '@site/shared';

/** The game pages' calls: the in-house games (BGS), the demo provider, the launch ticket. */

export type Mode = 'real' | 'free';

export function newRoundId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID().replace(/-/g, '');
  return Array.from(c.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** MAIN's balance: the in-house games play from the main wallet. */
export async function fetchMainBalance(): Promise<number> {
  const value = await api.get<WalletBalance>('/wps/v2/wallets/balance');
  const main = value.balance.find((b) => b.accountTypeId === 'MAIN');
  return Number(main?.availBalance ?? value.sumBalance);
}

export type { SeedView } from '@site/shared';

/** A round's answer with its game's own outcome; the balance after it only for real money (a free round has none). */
export type RoundResult<O extends BgsOutcome> = (PlayedRound | (FreeRound & { balance?: undefined })) & { outcome: O };

export function playBgs<O extends BgsOutcome>(game: string, mode: Mode, body: Record<string, unknown>) {
  return api.post<RoundResult<O>>(`/wps/bgs/${game}/play`, mode === 'free' ? { ...body, free: true } : { ...body, roundId: newRoundId() });
}

export const fetchBgsRules = () => api.get<BgsRules>('/wps/bgs/games');
export const fetchSeeds = () => api.get<SeedView>('/wps/bgs/seeds');
export const fetchRounds = (game: string) => api.get<BgsRound[]>('/wps/bgs/rounds', { game });
export const rotateSeed = (clientSeed: string) => api.post<RotatedSeed>('/wps/bgs/seeds/rotate', { clientSeed });
export const verifyRound = (id: number) => api.get<RoundCheck>(`/wps/bgs/rounds/${id}/verify`);

/** The demo provider's balance for a traded player token. */
export const fetchProviderBalance = (playerToken: string) =>
  api.post<{ balance: number }>('/provider/demo/balance', { token: playerToken }).then((v) => v.balance);

/** The demo provider's live tables: the table now (the same for every player), a bet on its open round, settlement. */
export const fetchLiveTable = (table: string) => api.get<LiveTableState>('/provider/demo/live/table', { table });
export const placeLiveBet = (body: { token: string; table: string; roundNo: number; type: string; amount: number }) =>
  api.post<LiveBets>('/provider/demo/live/bet', { ...body, betId: newRoundId() });
export const settleLive = (body: { token: string; table: string }) => api.post<LiveBets>('/provider/demo/live/settle', body);

const exchanges = new Map<string, Promise<GameSession>>();
/** Trades a launch ticket for its game session, once per page (the server takes a ticket once). */
export function exchangeTicket(ticket: string): Promise<GameSession> {
  let exchange = exchanges.get(ticket);
  if (!exchange) {
    exchange = api.post<GameSession>('/wps/game/ticket', { ticket });
    exchanges.set(ticket, exchange);
  }
  return exchange;
}

/** The demo vendors' slots: the game's model (with the commitment of the spin asked for) and a spin. */
export const fetchVendorSlot = (game: string, spinId: string, free: boolean) =>
  api.get<VendorSlotGame>('/provider/demo/slot', { game, spinId, ...(free ? { free: 'true' } : {}) });
export const spinVendorSlot = (body: { game: string; spinId: string; clientSeed: string; bet: number; token?: string | null }) =>
  api.post<VendorSlotSpin>('/provider/demo/slot/spin', body);
