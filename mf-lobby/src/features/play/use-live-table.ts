import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  errorText,
  formatMoney,
  toast,
  useTranslation,
  type LiveBet,
  type LiveBets,
  type LiveHand,
  type LiveTableState,
} from '@site/shared';
import { queryKeys } from '@site/shared/src/query';
import { GAMES_NS } from '../../i18n/games';
import { CHIPS } from './GameFrame';
import { fetchLiveTable, placeLiveBet, settleLive, type Mode } from './api/play.api';
import { useProviderGame } from './use-play';

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
 * The player's side of a shared-clock game (a live table or a cockfight arena): the wallet the game plays from, the
 * player's bets as the vendor answered them (real money) or the page's own (free play, counted by `returnOf`), a bet
 * per chip on a spot while betting is open, and the round's settlement once its result (`final`) is known.
 */
export function useRoundPlay<Final extends { roundNo: number; voided: boolean }>({
  mode,
  roundNo,
  phase,
  final,
  min,
  maxOf,
  returnOf,
  settleFn,
  placeFn,
}: {
  mode: Mode;
  roundNo: number;
  phase: LivePhase;
  final: Final | null;
  min: number | null;
  maxOf(type: string): number;
  returnOf(final: Final, type: string, amount: number): number;
  settleFn(token: string): Promise<LiveBets>;
  placeFn(token: string, type: string, amount: number): Promise<LiveBets>;
}) {
  const { t } = useTranslation(GAMES_NS);
  const { playerToken, ended, wallet } = useProviderGame(mode);
  const [chip, setChip] = useChip(min ?? 0);
  const [bets, setBets] = useState<LiveBet[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<RoundOutcome | null>(null);
  const settledRound = useRef<number | null>(null);
  // One bet on its way at a time, held in a ref: taps quicker than a render all saw `busy` false, went out together,
  // and an earlier answer arriving last put back an older balance and stake (live-wheel-cockfight.spec.ts, quick bets).
  const placing = useRef(false);
  // The vendor's answers (bets and balance) in the order they were asked: one overtaken by a later one is dropped.
  const asked = useRef(0);
  const applied = useRef(0);
  const ask = async (call: () => Promise<LiveBets>) => {
    const n = ++asked.current;
    const answer = await call();
    if (n > applied.current) {
      applied.current = n;
      setBets(answer.bets);
      wallet.settled(answer.balance);
    }
    return answer;
  };

  // A player coming back settles what the vendor still holds for them.
  const settle = async () => {
    if (!playerToken) return null;
    return ask(() => settleFn(playerToken));
  };
  useEffect(() => {
    if (playerToken) settle().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per player token (settle changes every render)
  }, [playerToken]);

  const roundBets = bets.filter((b) => b.roundNo === roundNo && b.status !== 'refused');
  const onSpot = (type: string) => roundBets.filter((b) => b.type === type).reduce((s, b) => s + b.amount, 0);
  const staked = roundBets.reduce((s, b) => s + b.amount, 0);

  // The result is final: settle this round's bets once (the vendor credits each, or refunds a cancelled round).
  useEffect(() => {
    if (!final || final.roundNo !== roundNo || settledRound.current === roundNo) return;
    settledRound.current = roundNo;
    const mine = bets.filter((b) => b.roundNo === roundNo && b.status !== 'refused');
    if (!mine.length) return setOutcome(null);
    const stake = mine.reduce((s, b) => s + b.amount, 0);
    if (mode === 'free') {
      const back = (b: LiveBet) => (final.voided ? b.amount : returnOf(final, b.type, b.amount));
      const returned = mine.reduce((s, b) => s + back(b), 0);
      wallet.setBalance((b) => (b === null ? b : b + returned));
      setBets((all) => all.map((b) => (b.roundNo === roundNo ? { ...b, status: 'settled', win: back(b) } : b)));
      return setOutcome({ roundNo, staked: stake, returned, voided: final.voided });
    }
    settle().then(
      (answer) => {
        const settled = (answer?.bets ?? []).filter((b) => b.roundNo === roundNo && b.win !== null);
        setOutcome({ roundNo, staked: stake, returned: settled.reduce((s, b) => s + (b.win ?? 0), 0), voided: final.voided });
      },
      (error) => toast.show(errorText(error), 'error'),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per round, when its result is final (the bets and wallet change every render)
  }, [final?.roundNo, roundNo]);

  const place = async (type: string) => {
    if (min === null || phase !== 'betting' || placing.current) return;
    if (mode === 'real' && !playerToken) return;
    const max = maxOf(type);
    if (chip < min || onSpot(type) + chip > max)
      return toast.show(t('live_limit', { min: formatMoney(min, 0), max: formatMoney(max, 0) }), 'error');
    if (wallet.balance !== null && wallet.balance < chip) return toast.show(t('insufficient'), 'error');
    if (mode === 'free') {
      wallet.setBalance((b) => (b === null ? b : b - chip));
      return setBets((all) => [...all, { betId: String(all.length), roundNo, type, amount: chip, status: 'placed', win: null }]);
    }
    placing.current = true;
    setBusy(true);
    try {
      await ask(() => placeFn(playerToken!, type, chip));
    } catch (error) {
      toast.show(errorText(error), 'error');
    } finally {
      placing.current = false;
      setBusy(false);
    }
  };

  const mineNow = outcome && outcome.roundNo === roundNo && final?.roundNo === roundNo ? outcome : null;
  const closed = phase !== 'betting' || busy || (mode === 'real' && !playerToken);
  return { wallet, ended, chip, setChip, onSpot, staked, place, mineNow, closed };
}

/**
 * A live table's play (any kind): the table's state on its shared clock and the player's bets on it (useRoundPlay).
 * `limitKey` names a bet's limit in the table's limits.
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
  const hand = data?.hand && data.hand.roundNo === roundNo && phase !== 'betting' ? data.hand : null;
  const result = phase === 'result' && hand ? hand : null;
  const play = useRoundPlay({
    mode,
    roundNo,
    phase,
    final: result,
    min: data ? data.limits.min : null,
    maxOf: (type) => data?.limits.max[limitKey(kind, type)] ?? 0,
    returnOf: (final, type, amount) => returnOf(kind, final, type, amount),
    settleFn: (token) => settleLive({ token, table }),
    placeFn: (token, type, amount) => placeLiveBet({ token, table, roundNo, type, amount }),
  });
  return { ...play, data, kind, phase, elapsed, seconds, roundNo, hand, result };
}
