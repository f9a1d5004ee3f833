import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorText, formatMoney, toast, useTranslation, type LiveBet, type LiveHand, type LiveTableState } from '@site/shared';
import { queryKeys } from '@site/shared/src/query';
import { GAMES_NS } from '../../i18n/games';
import { CHIPS } from './GameFrame';
import { fetchLiveTable, fetchProviderBalance, placeLiveBet, settleLive, type Mode } from './api/play.api';
import { useGameBalance, useGameTicket } from './use-play';

export type LivePhase = 'betting' | 'dealing' | 'result';

/**
 * A round clock read from a shared-clock table's state: the server's time when the state was read, moved on by the
 * time since (a 250 ms tick); the state is read again when the phase turns.
 */
export function useRoundClock(
  data: { now: number; roundStart: number; bettingMs: number; roundMs: number; phase: LivePhase } | undefined,
  dealMs: number,
  dataUpdatedAt: number,
  refetch: () => unknown,
) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  const serverNow = data ? data.now + (now - dataUpdatedAt) : now;
  const elapsed = data ? serverNow - data.roundStart : 0;
  const phase: LivePhase = !data
    ? 'betting'
    : elapsed < data.bettingMs
      ? 'betting'
      : elapsed < data.bettingMs + dealMs
        ? 'dealing'
        : 'result';
  const roundOver = Boolean(data && elapsed >= data.roundMs);
  useEffect(() => {
    if (data && (phase !== data.phase || roundOver)) void refetch();
  }, [phase, roundOver, data, refetch]);
  const seconds = data ? Math.max(0, Math.ceil((data.bettingMs - elapsed) / 1000)) : 0;
  return { elapsed, phase, seconds };
}

/** The chip in hand: the first that reaches the table's minimum once it is known. */
export function useChip(min: number) {
  const [chip, setChip] = useState(CHIPS[0]);
  useEffect(() => {
    if (min) setChip((c) => (c >= min ? c : (CHIPS.find((v) => v >= min) ?? c)));
  }, [min]);
  return [chip, setChip] as const;
}

export interface RoundOutcome {
  roundNo: number;
  staked: number;
  returned: number;
  voided: boolean;
}

/**
 * A live table's play (any kind): the table's state on its shared clock, the player's bets as the table answered them
 * (real money) or the page's own (free play, counted by `returnOf`), a bet per chip on a spot, and the round's
 * settlement once its result is final. `limitKey` names a bet's limit in the table's limits.
 */
export function useLiveTable({
  mode,
  table,
  returnOf,
  limitKey,
}: {
  mode: Mode;
  table: string;
  returnOf(kind: LiveTableState['kind'], hand: LiveHand, type: string, amount: number): number;
  limitKey(kind: LiveTableState['kind'], type: string): string;
}) {
  const { t } = useTranslation(GAMES_NS);
  const { playerToken, ended } = useGameTicket(mode);
  const wallet = useGameBalance(mode, {
    name: 'demo-provider',
    read: () => fetchProviderBalance(playerToken ?? ''),
    ready: Boolean(playerToken),
  });
  const state = useQuery({
    queryKey: queryKeys.content('live-table', table),
    queryFn: () => fetchLiveTable(table),
    refetchInterval: 2000,
    staleTime: 0,
  });
  const data = state.data;
  const kind = data?.kind ?? 'BACCARAT';
  const { elapsed, phase, seconds } = useRoundClock(data, data?.dealMs ?? 0, state.dataUpdatedAt, state.refetch);
  const roundNo = data?.roundNo ?? 0;
  const [chip, setChip] = useChip(data?.limits.min ?? 0);
  const [bets, setBets] = useState<LiveBet[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<RoundOutcome | null>(null);
  const settledRound = useRef<number | null>(null);

  // A player coming back settles what the table still holds for them.
  const settle = async () => {
    if (!playerToken) return null;
    const answer = await settleLive({ token: playerToken, table });
    setBets(answer.bets);
    wallet.settled(answer.balance);
    return answer;
  };
  useEffect(() => {
    if (playerToken) settle().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per player token (settle changes every render)
  }, [playerToken]);

  const roundBets = bets.filter((b) => b.roundNo === roundNo && b.status !== 'refused');
  const onSpot = (type: string) => roundBets.filter((b) => b.type === type).reduce((s, b) => s + b.amount, 0);
  const staked = roundBets.reduce((s, b) => s + b.amount, 0);

  // The result is final: settle this round's bets once (the table credits each, or refunds a cancelled round).
  useEffect(() => {
    const hand = data?.hand;
    if (phase !== 'result' || !hand || hand.roundNo !== roundNo || settledRound.current === roundNo) return;
    settledRound.current = roundNo;
    const mine = bets.filter((b) => b.roundNo === roundNo && b.status !== 'refused');
    if (!mine.length) return setOutcome(null);
    const stake = mine.reduce((s, b) => s + b.amount, 0);
    if (mode === 'free') {
      const back = (b: LiveBet) => (hand.voided ? b.amount : returnOf(kind, hand, b.type, b.amount));
      const returned = mine.reduce((s, b) => s + back(b), 0);
      wallet.setBalance((b) => (b === null ? b : b + returned));
      setBets((all) => all.map((b) => (b.roundNo === roundNo ? { ...b, status: 'settled', win: back(b) } : b)));
      return setOutcome({ roundNo, staked: stake, returned, voided: hand.voided });
    }
    settle().then(
      (answer) => {
        const settled = (answer?.bets ?? []).filter((b) => b.roundNo === roundNo && b.win !== null);
        setOutcome({ roundNo, staked: stake, returned: settled.reduce((s, b) => s + (b.win ?? 0), 0), voided: hand.voided });
      },
      (error) => toast.show(errorText(error), 'error'),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per round, when its result is final (the bets and wallet change every render)
  }, [phase, roundNo, data?.hand]);

  const place = async (type: string) => {
    if (!data || phase !== 'betting' || busy) return;
    if (mode === 'real' && !playerToken) return;
    const max = data.limits.max[limitKey(kind, type)] ?? 0;
    if (chip < data.limits.min || onSpot(type) + chip > max)
      return toast.show(t('live_limit', { min: formatMoney(data.limits.min, 0), max: formatMoney(max, 0) }), 'error');
    if (wallet.balance !== null && wallet.balance < chip) return toast.show(t('insufficient'), 'error');
    if (mode === 'free') {
      wallet.setBalance((b) => (b === null ? b : b - chip));
      return setBets((all) => [...all, { betId: String(all.length), roundNo, type, amount: chip, status: 'placed', win: null }]);
    }
    setBusy(true);
    try {
      const answer = await placeLiveBet({ token: playerToken!, table, roundNo, type, amount: chip });
      setBets(answer.bets);
      wallet.settled(answer.balance);
    } catch (error) {
      toast.show(errorText(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const hand = data?.hand && data.hand.roundNo === roundNo && phase !== 'betting' ? data.hand : null;
  const result = phase === 'result' && hand ? hand : null;
  const mineNow = outcome && outcome.roundNo === roundNo && result ? outcome : null;
  const closed = phase !== 'betting' || busy || (mode === 'real' && !playerToken);
  return {
    data,
    kind,
    wallet,
    ended,
    phase,
    elapsed,
    seconds,
    roundNo,
    chip,
    setChip,
    onSpot,
    staked,
    place,
    hand,
    result,
    mineNow,
    closed,
  };
}
