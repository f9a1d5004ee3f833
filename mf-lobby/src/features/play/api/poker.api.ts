import { api, type PokerActionType, type PokerTableInfo, type PokerView } from '@site/shared';
import { newRoundId } from './play.api';

/** The demo provider's heads-up Hold'em tables (docs/games.md, "Heads-up poker"). */
export const fetchPokerTable = (game: string) => api.get<PokerTableInfo>('/provider/demo/poker/table', { game });
export const sitPoker = (body: { token: string; game: string; buyIn: number }) =>
  api.post<PokerView>('/provider/demo/poker/sit', { ...body, seatId: newRoundId() });
export const pokerState = (body: { token: string; seatId: string }) => api.post<PokerView>('/provider/demo/poker/state', body);
export const pokerAct = (body: {
  token: string;
  seatId: string;
  handNo: number;
  street: string;
  actionNo: number;
  type: PokerActionType;
  to?: number;
}) => api.post<PokerView>('/provider/demo/poker/act', body);
export const standPoker = (body: { token: string; seatId: string }) => api.post<PokerView>('/provider/demo/poker/stand', body);
