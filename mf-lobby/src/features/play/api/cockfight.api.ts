import { api, type CockfightState, type CockSide, type LiveBets } from '@site/shared';
import { newRoundId } from './play.api';

/** The demo vendors' cockfight arenas: the arena now (the same for every player), a bet on its open fight, settlement. */
export const fetchArena = (arena: string) => api.get<CockfightState>('/provider/demo/cockfight/arena', { arena });
export const placeCockBet = (body: { token: string; arena: string; fightNo: number; side: CockSide; amount: number }) =>
  api.post<LiveBets>('/provider/demo/cockfight/bet', { ...body, betId: newRoundId() });
export const settleCock = (body: { token: string; arena: string }) => api.post<LiveBets>('/provider/demo/cockfight/settle', body);
