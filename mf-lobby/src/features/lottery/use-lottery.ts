import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { bus, errorText, toast, useChangeEffect, useTranslation, type MemberWallet } from '@site/shared';
import { queryClient, queryKeys } from '@site/shared/src/query';
import { GAMES_NS } from '../../i18n/games';
import * as lotteryApi from './api/lottery.api';
import type { LotteryBet } from './api/lottery.api';

/** The lists' closing times and last results move on: they are read again every 15 s while shown. */
const LIST_REFRESH_MS = 15_000;

/** A failed read says so once, as a toast (the screen keeps what it showed). */
function useToastOnError(error: unknown) {
  useEffect(() => {
    if (error) toast.show(errorText(error), 'error');
  }, [error]);
}

/** /m/lott and /m/elott: the prize modes' menus and the Vietnamese lottery's regions. */
export function useLotteryLists(elott: boolean) {
  const menus = useQuery({
    queryKey: queryKeys.content('lottery-menus', elott),
    queryFn: () => lotteryApi.fetchLotteryMenus(elott),
    refetchInterval: LIST_REFRESH_MS,
  });
  const vn = useQuery({ queryKey: queryKeys.content('lottery-vn'), queryFn: lotteryApi.fetchVnMenus, refetchInterval: LIST_REFRESH_MS });
  useToastOnError(menus.error ?? vn.error);
  return { menus: menus.data ?? [], vn: vn.data ?? [] };
}

const ordersKey = (gameId: string) => queryKeys.member('lottery-orders', gameId);

/**
 * /m/lottery?gameId=: the game, its current and previous draws (read again when the current draw closes, then when
 * its result is due), and for a member the latest orders and the wallet the game's bets are paid from.
 */
export function useLotteryGame(gameId: string, loggedIn: boolean) {
  const games = useQuery({ queryKey: queryKeys.content('lottery-games'), queryFn: lotteryApi.fetchLotteryGames });
  const game = games.data?.find((g) => g.gameId === gameId) ?? null;
  const near = useQuery({
    queryKey: ['lottery-draws', gameId],
    queryFn: () => lotteryApi.fetchNearNumeros(gameId),
    refetchInterval: (query) => {
      const current = query.state.data?.current;
      if (!current) return false;
      return Math.min(Math.max(1000, Math.min(current.closeTime, current.drawTime) - Date.now() + 1500), 60_000);
    },
  });
  const orders = useQuery({
    queryKey: ordersKey(gameId),
    queryFn: () => lotteryApi.fetchLotteryOrders(gameId).then((page) => page.list),
    enabled: loggedIn,
  });
  // The wallet this game's bets are paid from (its vendor's, or MAIN), as the API says: its name and balance.
  const wallets = useQuery({ queryKey: queryKeys.wallet('wallets'), queryFn: lotteryApi.fetchWallets, enabled: loggedIn });
  const wallet: MemberWallet | null = (game && wallets.data?.wallets.find((w) => w.wallet === game.wallet)) || null;
  // A draw that closed or settled moves the member's orders (and perhaps the balance): read them again.
  useChangeEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ordersKey(gameId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
  }, [near.dataUpdatedAt]);
  useToastOnError(games.error ?? near.error ?? orders.error);
  return {
    game,
    near: near.data ?? null,
    orders: loggedIn ? (orders.data ?? []) : [],
    wallet: loggedIn ? wallet : null,
  };
}

/** Placing a bet and cancelling one: both move money, so the bus hears of it (the wallet's queries go stale). */
export function useLotteryOrders(gameId: string) {
  const { t } = useTranslation(GAMES_NS);
  const settled = (text: string) => {
    toast.show(text, 'success', 1000);
    bus.emit('wallet:changed', {});
    void queryClient.invalidateQueries({ queryKey: ordersKey(gameId) });
    void queryClient.invalidateQueries({ queryKey: ['lottery-draws', gameId] });
  };
  const onError = (error: unknown) => toast.show(errorText(error), 'error');
  const place = useMutation({
    mutationFn: (bet: LotteryBet) => lotteryApi.placeLotteryBet(bet),
    onSuccess: () => settled(t('order_placed')),
    onError,
  });
  const cancel = useMutation({ mutationFn: lotteryApi.cancelLotteryOrder, onSuccess: () => settled(t('cancelled')), onError });
  return { place, cancel, busy: place.isPending || cancel.isPending };
}
