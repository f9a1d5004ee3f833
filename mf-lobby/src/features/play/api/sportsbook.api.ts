import { api } from '@site/shared';
import type { SportsBets, SportsBoard, SportsBook, SportsPlaced, SportsResult } from '@site/shared/src/contracts/sportsbook';
import { newRoundId } from './play.api';

/** The demo provider's book: the board (the same for every player), a bet, the player's bets. */
export const fetchSportsBoard = (book: SportsBook) => api.get<SportsBoard>('/provider/demo/sports/board', { book });
export const placeSportsBet = (body: {
  token: string;
  game: string;
  kind: 'single' | 'parlay';
  stake: number;
  selections: Array<{ id: string; odds: number }>;
  acceptAnyOdds: boolean;
  betId?: string;
}) => api.post<SportsPlaced>('/provider/demo/sports/bet', { ...body, betId: body.betId ?? newRoundId() });
export const fetchSportsBets = (token: string, game: string, settled: boolean) =>
  api.post<SportsBets>('/provider/demo/sports/bets', { token, game, settled });
export const fetchSportsResults = () => api.get<SportsResult[]>('/provider/demo/sports/results');
