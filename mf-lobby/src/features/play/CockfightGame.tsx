import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorText, formatMoney, toast, useTranslation, type CockSide, type CockfightState, type LiveBet } from '@site/shared';
import { queryKeys } from '@site/shared/src/query';
import type { Game } from '../../api/lobby.api';
import { GAMES_NS } from '../../i18n/games';
import { LIVE_NS } from '../../i18n/livecasino';
import { ChipRack, GameFrame } from './GameFrame';
import { fetchProviderBalance, type Mode } from './api/play.api';
import { fetchArena, placeCockBet, settleCock } from './api/cockfight.api';
import { useGameBalance, useGameTicket } from './use-play';
import { useChip, useRoundClock, type RoundOutcome } from './use-live-table';
import live from './live.module.css';
import play from './play.module.css';
import styles from './cockfight.module.css';

const SIDES: readonly CockSide[] = ['meron', 'draw', 'wala'];
const odds = (x: number) => (x / 100).toFixed(2);
const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

/** What a bet returns on a fight in free play, at the odds shown when betting closed (real bets are settled by the arena). */
function freeReturn(state: CockfightState, side: CockSide, amount: number): number {
  const r = state.result;
  if (!r || r.cancelled) return amount;
  if (r.winner === 'draw') return side === 'draw' ? amount * 9 : amount;
  return side === r.winner ? Math.floor((amount * state.odds[side]) / 100) : 0;
}

/**
 * A cockfight arena of the demo vendors (docs/games.md, "Cockfight"): the fight on the arena's shared clock (betting,
 * fight, result), meron (red) against wala (blue) with a draw, at the vendor's fixed odds or its pari-mutuel pools
 * (shown live). The arena settles every bet once the result is final.
 */
export function CockfightGame({ mode, backUrl, arena, game }: { mode: Mode; backUrl: string; arena: string; game: Game }) {
  const { t } = useTranslation(LIVE_NS);
  const { t: tg } = useTranslation(GAMES_NS);
  const { playerToken, ended } = useGameTicket(mode);
  const wallet = useGameBalance(mode, {
    name: 'demo-provider',
    read: () => fetchProviderBalance(playerToken ?? ''),
    ready: Boolean(playerToken),
  });
  const state = useQuery({
    queryKey: queryKeys.content('cockfight', arena),
    queryFn: () => fetchArena(arena),
    refetchInterval: 2000,
    staleTime: 0,
  });
  const data = state.data;
  const clockData = data ? { ...data, roundStart: data.roundStart } : undefined;
  const { phase, seconds } = useRoundClock(clockData, data?.fightMs ?? 0, state.dataUpdatedAt, state.refetch);
  const fightNo = data?.fightNo ?? 0;
  const [chip, setChip] = useChip(data?.limits.min ?? 0);
  const [bets, setBets] = useState<LiveBet[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<RoundOutcome | null>(null);
  const settledFight = useRef<number | null>(null);

  const settle = async () => {
    if (!playerToken) return null;
    const answer = await settleCock({ token: playerToken, arena });
    setBets(answer.bets);
    wallet.settled(answer.balance);
    return answer;
  };
  useEffect(() => {
    if (playerToken) settle().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per player token
  }, [playerToken]);

  const fightBets = bets.filter((b) => b.roundNo === fightNo && b.status !== 'refused');
  const onSide = (side: CockSide) => fightBets.filter((b) => b.type === side).reduce((s, b) => s + b.amount, 0);
  const staked = fightBets.reduce((s, b) => s + b.amount, 0);
  const result = phase === 'result' && data?.result && data.result.fightNo === fightNo ? data.result : null;

  useEffect(() => {
    if (!data || !result || settledFight.current === fightNo) return;
    settledFight.current = fightNo;
    const mine = bets.filter((b) => b.roundNo === fightNo && b.status !== 'refused');
    if (!mine.length) return setOutcome(null);
    const stake = mine.reduce((s, b) => s + b.amount, 0);
    if (mode === 'free') {
      const returned = mine.reduce((s, b) => s + freeReturn(data, b.type as CockSide, b.amount), 0);
      wallet.setBalance((b) => (b === null ? b : b + returned));
      setBets((all) =>
        all.map((b) => (b.roundNo === fightNo ? { ...b, status: 'settled', win: freeReturn(data, b.type as CockSide, b.amount) } : b)),
      );
      return setOutcome({ roundNo: fightNo, staked: stake, returned, voided: result.cancelled });
    }
    settle().then(
      (answer) => {
        const settled = (answer?.bets ?? []).filter((b) => b.roundNo === fightNo && b.win !== null);
        setOutcome({ roundNo: fightNo, staked: stake, returned: settled.reduce((s, b) => s + (b.win ?? 0), 0), voided: result.cancelled });
      },
      (error) => toast.show(errorText(error), 'error'),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per fight, when its result is final
  }, [result, fightNo]);

  const place = async (side: CockSide) => {
    if (!data || phase !== 'betting' || busy) return;
    if (mode === 'real' && !playerToken) return;
    const max = data.limits.max[side] ?? 0;
    if (chip < data.limits.min || onSide(side) + chip > max)
      return toast.show(tg('live_limit', { min: formatMoney(data.limits.min, 0), max: formatMoney(max, 0) }), 'error');
    if (wallet.balance !== null && wallet.balance < chip) return toast.show(tg('insufficient'), 'error');
    if (mode === 'free') {
      wallet.setBalance((b) => (b === null ? b : b - chip));
      return setBets((all) => [
        ...all,
        { betId: String(all.length), roundNo: fightNo, type: side, amount: chip, status: 'placed', win: null },
      ]);
    }
    setBusy(true);
    try {
      const answer = await placeCockBet({ token: playerToken!, arena, fightNo, side, amount: chip });
      setBets(answer.bets);
      wallet.settled(answer.balance);
    } catch (error) {
      toast.show(errorText(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const mineNow = outcome && outcome.roundNo === fightNo && result ? outcome : null;
  const closed = phase !== 'betting' || busy || (mode === 'real' && !playerToken);
  const history = [...(data?.history ?? [])].reverse().slice(0, 30);
  const rtp = data?.rtp ?? {};

  return (
    <GameFrame
      title={game.gameName}
      subtitle={`${game.vendorName} · ${t(`cf_mode_${data?.mode ?? 'odds'}`)}`}
      balance={wallet.balance}
      mode={mode}
      backUrl={backUrl}
    >
      <div className={styles.arena}>
        <div className={live.stageTop}>
          <span className={live.liveDot}>{tg('live_badge')}</span>
          <span className={live.roundNo} data-testid="live-round">
            {t('cf_fight', { n: fightNo })}
          </span>
          <span
            className={live.countdown}
            data-phase={phase}
            data-testid="live-countdown"
            role="timer"
            aria-label={phase === 'betting' ? tg('live_closes_in', { seconds }) : t(`cf_phase_${phase}`)}
          >
            {phase === 'betting' ? seconds : ''}
          </span>
        </div>
        <div className={styles.corners} data-phase={phase}>
          {(['meron', 'wala'] as const).map((side) => (
            <div
              key={side}
              className={`${styles.corner} ${result && !result.cancelled && result.winner === side ? styles.winner : ''}`}
              data-side={side}
            >
              <span className={styles.rooster} aria-hidden="true">
                <svg viewBox="0 0 64 64" width="54" height="54">
                  <path
                    fill="currentColor"
                    d="M22 10c4-6 10-6 12 0 3-4 9-3 9 3 5-1 7 5 3 8l-3 2c6 4 9 11 8 18-1 10-10 17-21 17-9 0-16-5-18-13l-6 1 5-7c-1-3 0-6 1-8l-5-3 7-1c1-5 4-9 8-12-2-1-2-3 0-4z"
                  />
                  <circle cx="38" cy="20" r="2.5" fill="#111" />
                  <path fill="#ffb020" d="M44 22l8 3-8 2z" />
                </svg>
              </span>
              <b>{t(`cf_${side}`)}</b>
              <small>{t(`cf_${side}_corner`)}</small>
              <span className={styles.odds} data-testid={`cf-odds-${side}`}>
                {data ? odds(data.odds[side]) : '—'}
              </span>
              {data?.pools && (
                <span className={styles.pool} data-testid={`cf-pool-${side}`}>
                  {t('cf_pool', { amount: formatMoney(data.pools[side], 0) })}
                </span>
              )}
            </div>
          ))}
          <span className={styles.vs}>VS</span>
        </div>
        <p className={live.phaseText} aria-live="polite" data-testid="live-phase" data-phase={phase}>
          {phase === 'betting'
            ? tg('live_place_bets')
            : phase === 'dealing'
              ? t('cf_phase_dealing')
              : result
                ? result.cancelled
                  ? t('cf_cancelled')
                  : t(`cf_winner_${result.winner}`)
                : ''}
        </p>
      </div>

      <div
        className={play.winBar}
        aria-live="polite"
        data-testid="live-result"
        data-outcome={mineNow ? (mineNow.voided ? 'refund' : mineNow.returned > 0 ? 'win' : 'lose') : undefined}
      >
        {ended ? (
          <span role="alert" data-testid="game-ended">
            {ended}
          </span>
        ) : mineNow ? (
          mineNow.voided ? (
            <b className={play.winText}>{tg('live_refunded', { amount: formatMoney(mineNow.returned) })}</b>
          ) : mineNow.returned > 0 ? (
            <b className={play.winText}>{tg('you_won', { amount: formatMoney(mineNow.returned) })}</b>
          ) : (
            <span>{tg('live_no_win')}</span>
          )
        ) : (
          <span>
            {tg('total_bet')}: <b>{formatMoney(staked)}</b>
          </span>
        )}
      </div>

      <div className={styles.sides}>
        {SIDES.map((side) => (
          <button
            key={side}
            type="button"
            className={`${styles.sideBtn} ${result && !result.cancelled && result.winner === side ? styles.won : ''}`}
            data-side={side}
            data-target={side}
            disabled={closed}
            onClick={() => place(side)}
          >
            <b>{t(`cf_${side}`)}</b>
            <small>{side === 'draw' ? '8:1' : data ? `x${odds(data.odds[side])}` : ''}</small>
            {onSide(side) > 0 && <span className={live.stack}>{formatMoney(onSide(side), 0)}</span>}
          </button>
        ))}
      </div>
      <ChipRack value={chip} onChange={setChip} />
      <p className={live.info} data-testid="live-rtp">
        {tg('live_limits', { min: formatMoney(data?.limits.min ?? 0, 0), max: formatMoney(data?.limits.max.meron ?? 0, 0) })}
        {' · '}
        {data?.mode === 'pool'
          ? t('cf_rules_pool', { cut: pct(data.cut), rtp: pct(rtp.meron ?? 0), draw: pct(rtp.draw ?? 0) })
          : t('cf_rules_odds', {
              cut: pct(data?.cut ?? 0),
              meron: pct(rtp.meron ?? 0),
              wala: pct(rtp.wala ?? 0),
              draw: pct(rtp.draw ?? 0),
            })}
      </p>

      <section className={styles.history} data-testid="cf-history" aria-label={t('road')}>
        <h2>{t('road_last', { n: data?.history.length ?? 0 })}</h2>
        <div className={styles.historyRow}>
          {history.map((f) => (
            <span
              key={f.fightNo}
              className={styles.chipResult}
              data-side={f.cancelled ? 'cancelled' : f.winner}
              title={t('cf_fight', { n: f.fightNo })}
            >
              {f.cancelled ? '×' : t(`cf_bead_${f.winner}`)}
            </span>
          ))}
        </div>
      </section>

      <details className={live.fair}>
        <summary>{tg('fair_title')}</summary>
        <p>{t('cf_fair_help')}</p>
        <dl>
          <dt>{t('cf_fight', { n: fightNo })}</dt>
          <dd>{data?.fightId}</dd>
          <dt>{tg('server_seed_hash')}</dt>
          <dd className={live.code}>{data?.commitment}</dd>
          <dt>{tg('revealed_seed')}</dt>
          <dd className={live.code}>{data?.serverSeed ?? tg('live_seed_after')}</dd>
        </dl>
      </details>
    </GameFrame>
  );
}
