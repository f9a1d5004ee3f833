import { useQuery } from '@tanstack/react-query';
import { formatMoney, useTranslation, type CockSide, type CockfightState } from '@site/shared';
import { queryKeys } from '@site/shared/src/query';
import type { Game } from '../../api/lobby.api';
import { GAMES_NS } from '../../i18n/games';
import { LIVE_NS } from '../../i18n/livecasino';
import { ChipRack, GameFrame } from './GameFrame';
import type { Mode } from './api/play.api';
import { fetchArena, placeCockBet, settleCock } from './api/cockfight.api';
import { FairDetails, LiveWinBar, RoundTop } from './LiveParts';
import { useRoundClock, useRoundPlay } from './use-live-table';
import live from './live.module.css';
import play from './play.module.css';
import styles from './cockfight.module.css';

const SIDES: readonly CockSide[] = ['meron', 'draw', 'wala'];
/** The road's beads in the live tables' colours: meron red, wala blue, draw green. */
const BEAD: Record<CockSide, string> = { meron: 'banker', wala: 'player', draw: 'tie' };
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
  const state = useQuery({
    queryKey: queryKeys.content('cockfight', arena),
    queryFn: () => fetchArena(arena),
    refetchInterval: 2000,
    staleTime: 0,
  });
  const data = state.data;
  const { phase, seconds } = useRoundClock(data, data?.fightMs ?? 0, state.dataUpdatedAt, state.refetch);
  const fightNo = data?.fightNo ?? 0;
  const result = phase === 'result' && data?.result && data.result.fightNo === fightNo ? data.result : null;
  const final = result && data ? { roundNo: fightNo, voided: result.cancelled, state: data } : null;
  const { wallet, ended, chip, setChip, onSpot, staked, place, mineNow, closed } = useRoundPlay({
    mode,
    roundNo: fightNo,
    phase,
    final,
    min: data ? data.limits.min : null,
    maxOf: (side) => data?.limits.max[side] ?? 0,
    returnOf: (f, side, amount) => freeReturn(f.state, side as CockSide, amount),
    settleFn: (token) => settleCock({ token, arena }),
    placeFn: (token, side, amount) => placeCockBet({ token, arena, fightNo, side: side as CockSide, amount }),
  });
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
      <div className={`${live.stage} ${styles.arena}`}>
        <RoundTop label={t('cf_fight', { n: fightNo })} phase={phase} seconds={seconds} phaseLabel={t(`cf_phase_${phase}`)} />
        <div className={styles.corners} data-phase={phase}>
          {(['meron', 'wala'] as const).map((side) => (
            <div
              key={side}
              className={`${styles.corner} ${result && !result.cancelled && result.winner === side ? play.handWin : ''}`}
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

      <LiveWinBar ended={ended} mine={mineNow} staked={staked} />

      <div className={styles.sides}>
        {SIDES.map((side) => (
          <button
            key={side}
            type="button"
            className={`${styles.sideBtn} ${result && !result.cancelled && result.winner === side ? live.spotWon : ''}`}
            data-side={side}
            data-target={side}
            disabled={closed}
            onClick={() => place(side)}
          >
            <b>{t(`cf_${side}`)}</b>
            <small>{side === 'draw' ? '8:1' : data ? `x${odds(data.odds[side])}` : ''}</small>
            {onSpot(side) > 0 && <span className={live.stack}>{formatMoney(onSpot(side), 0)}</span>}
          </button>
        ))}
      </div>
      <ChipRack value={chip} onChange={setChip} />
      <p className={live.info} data-testid="live-rtp">
        {tg('live_limits', { min: formatMoney(data?.limits.min ?? 0, 0), max: formatMoney(data?.limits.max.meron ?? 0, 0) })}
        {' · '}
        {data?.mode === 'pool'
          ? t('cf_rules_pool', { cut: pct(data.cut), meron: pct(rtp.meron ?? 0), wala: pct(rtp.wala ?? 0), draw: pct(rtp.draw ?? 0) })
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
              className={live.bead}
              data-side={f.cancelled ? 'cancelled' : f.winner}
              data-winner={f.cancelled ? 'void' : BEAD[f.winner]}
              title={t('cf_fight', { n: f.fightNo })}
            >
              {f.cancelled ? '×' : t(`cf_bead_${f.winner}`)}
            </span>
          ))}
        </div>
      </section>

      <FairDetails
        help={t('cf_fair_help')}
        label={t('cf_fight', { n: fightNo })}
        id={data?.fightId}
        commitment={data?.commitment}
        seed={data?.serverSeed}
      />
    </GameFrame>
  );
}
