import {
  api,
  lgw,
  type GameMenu,
  type LotteryGameWithDraws,
  type LotteryOrders,
  type MemberWallets,
  type NearNumeros,
  type VnMenu,
} from '@site/shared';

/** The lottery gateway's calls (shared/src/contracts/lottery). */

/** /m/lott shows the LOTT and ZY prize modes, /m/elott ELOTT; the quick games only. */
export async function fetchLotteryMenus(elott: boolean): Promise<GameMenu[]> {
  const modes = elott ? ['ELOTT'] : ['LOTT', 'ZY'];
  const lists = await Promise.all(modes.map((m) => lgw<GameMenu[]>({ url: '/lgw/games/game_menus', params: { prizeMode: m } })));
  return lists.flat().map((m) => ({ ...m, games: m.games.filter((g) => g.kind === 'QUICK') }));
}

export const fetchVnMenus = () => lgw<VnMenu[]>({ url: '/lgw/vn/games/game_menu' });

export const fetchLotteryGames = () => lgw<LotteryGameWithDraws[]>({ url: '/lgw/games/mobile' });

export const fetchNearNumeros = (gameId: string) => lgw<NearNumeros>({ url: '/lgw/numeros/near', params: { gameId } });

export const fetchLotteryOrders = (gameId: string) => lgw<LotteryOrders>({ url: '/lgw/orders', params: { gameId, size: 10 } });

/** The member's wallets, each with its name and balance. */
export const fetchWallets = () => api.get<MemberWallets>('/wps/wallets/gcs');

export interface LotteryBet {
  gameId: string;
  currentNumero: string;
  betCartAmountSum: number;
  chase: number;
  prizeModeId?: string;
  slip: Array<{ playCode: string; content: string; unitAmount: number }>;
}

export const placeLotteryBet = ({ slip, ...bet }: LotteryBet) =>
  lgw({
    method: 'post',
    url: '/lgw/orders/betting',
    data: {
      ...bet,
      device: 'H5',
      orderType: 'NORMAL',
      bettingSlipString: JSON.stringify(slip),
      requestId: crypto.randomUUID().replace(/-/g, ''),
    },
  });

export const cancelLotteryOrder = (id: number) => lgw({ method: 'put', url: '/lgw/orders/suborders/cancel', data: [id] });
