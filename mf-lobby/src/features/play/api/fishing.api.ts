import { api, type FishBatch, type FishGame } from '@site/shared';

/** The demo provider's fishing rooms: the room (with the next batch's seed hash), a batch of shots settled. */
export const fetchFishGame = (game: string, batch: string) => api.get<FishGame>('/provider/demo/fishing/game', { game, batch });
export const sendFishBatch = (body: {
  token: string;
  game: string;
  batchId: string;
  clientSeed: string;
  shots: Array<{ kind: number; stake: number }>;
}) => api.post<FishBatch>('/provider/demo/fishing/batch', body);
