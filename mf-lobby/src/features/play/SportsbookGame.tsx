import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, errorText, formatMoney, formatTime, toast, useTranslation } from '@site/shared';
import { queryKeys } from '@site/shared/src/query';
import type { SportsBet, SportsBook, SportsMarket, SportsMatch } from '@site/shared/src/contracts/sportsbook';
import type { Game } from '../../api/lobby.api';
import { GAMES_NS } from '../../i18n/games';
import { GameFrame } from './GameFrame';
import { newRoundId, type Mode } from './api/play.api';
import { fetchSportsBets, fetchSportsBoard, fetchSportsResults, placeSportsBet } from './api/sportsbook.api';
import { ODDS_FORMATS, formatOdds, storeOddsFormat, storedOddsFormat, type OddsFormat } from './odds-format';
import { useProviderGame } from './use-play';
import styles from './sportsbook.module.css';

/** A selection in the slip: the odds as last shown, and the match it belongs to (one per match in a parlay). */
interface Pick {
  id: string;
  matchId: string;
  odds: number;
  label: string;
  match: string;
  /** up or down when the price moved since it was added. */
  moved: 'up' | 'down' | null;
}
const STAKES = [10_000, 50_000, 100_000, 500_000];
const signed = (x: number) => (x > 0 ? `+${x}` : String(x));

/**
 * The demo provider's sportsbook or e-sports book: the board of matches in play and upcoming (the same for every
 * player), markets per match, a bet slip (singles or one parlay) as a bottom sheet, and the player's bets. Bets are
 * settled by the book when its result feed publishes the matches' results.
 */
export function SportsbookGame({ mode, backUrl, book, game }: { mode: Mode; backUrl: string; book: SportsBook; game: Game }) {
  const { t, i18n } = useTranslation(GAMES_NS);
  const { playerToken, ended, wallet } = useProviderGame(mode);
  const board = useQuery({
    queryKey: queryKeys.content('sports-board', book),
    queryFn: () => fetchSportsBoard(book),
    refetchInterval: 15_000,
    staleTime: 0,
  });
  const [tab, setTab] = useState<'matches' | 'bets'>('matches');
  const [sport, setSport] = useState<string | null>(null);
  const [whenChoice, setWhen] = useState<'live' | 'upcoming' | null>(null);
  const [format, setFormat] = useState<OddsFormat>(storedOddsFormat);
  const [picks, setPicks] = useState<Pick[]>([]);
  const [sheet, setSheet] = useState(false);
  const data = board.data;
  const sports = data?.sports ?? [];
  const current = sports.find((s) => s.sport === sport) ?? sports[0];
  // In play first when anything is; the player's choice after that.
  const when = whenChoice ?? ((current?.matches ?? []).some((m) => m.status === 'live') ? 'live' : 'upcoming');
  const matches = (current?.matches ?? []).filter((m) => m.status === when);
  const odds = (o: number) => formatOdds(o, format);

  // The slip follows the board: a selection's price as shown now (and which way it moved).
  useEffect(() => {
    if (!data) return;
    const now = new Map<string, number | null>();
    for (const s of data.sports)
      for (const m of s.matches) for (const mk of m.markets) for (const sel of mk.selections) now.set(sel.id, sel.odds);
    setPicks((all) =>
      all.map((p) => {
        const o = now.get(p.id);
        return o && o !== p.odds ? { ...p, odds: o, moved: o > p.odds ? 'up' : 'down' } : p;
      }),
    );
  }, [data]);

  const toggle = (m: SportsMatch, mk: SportsMarket, id: string, price: number) => {
    setPicks((all) => {
      if (all.some((p) => p.id === id)) return all.filter((p) => p.id !== id);
      const label = `${t(`sb_market_${mk.market}`)} · ${outcomeName(m, mk, id.split(':')[2])}`;
      // A newer pick of the same match replaces the older one (a parlay takes one selection per match).
      return [
        ...all.filter((p) => p.matchId !== m.matchId),
        { id, matchId: m.matchId, odds: price, label, match: `${m.home} – ${m.away}`, moved: null },
      ];
    });
  };

  const marketName = (mk: SportsMarket) => {
    const line = mk.line === null ? '' : ` ${mk.market === 'OU' ? mk.line : signed(mk.line)}`;
    return `${t(`sb_market_${mk.market}`)}${line}`;
  };
  const outcomeName = (m: SportsMatch, mk: SportsMarket, outcome: string) => {
    if (mk.market === 'OU') return `${t(`sb_${outcome}`)} ${mk.line}`;
    if (outcome === 'draw') return t('sb_draw');
    const team = outcome === 'home' ? m.home : m.away;
    if (mk.line === null) return team;
    return `${team} ${signed(outcome === 'home' ? mk.line : -mk.line)}`;
  };
  const sportName = (s: string) => t(`sb_sport_${s}`);
  const margin = data ? ((1 - data.statedReturn) * 100).toFixed(2) : '4.76';
  const time = (ms: number) => formatTime(ms, i18n.language);

  const clockText = (m: SportsMatch) => {
    if (!m.clock) return time(m.kickoff);
    const { period, minute } = m.clock;
    if (period === 'HT' || period === 'OT' || period === 'BREAK') return t(`sb_period_${period}`);
    if (period === 'MAP') return t('sb_map', { n: minute });
    if (period === 'Q') return t('sb_quarter', { q: Math.min(4, Math.floor(minute / 12) + 1), minute: minute % 12 });
    return `${minute}'`;
  };

  return (
    <GameFrame
      title={game.gameName}
      subtitle={game.vendorName}
      balance={wallet.balance}
      mode={mode}
      backUrl={backUrl}
      className={styles.page}
    >
      <div className={styles.top}>
        <div className={styles.tabs} role="tablist">
          {(['matches', 'bets'] as const).map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={tab === k}
              className={styles.tab}
              onClick={() => setTab(k)}
              data-testid={`sb-tab-${k}`}
            >
              {t(`sb_tab_${k}`)}
            </button>
          ))}
        </div>
        <label className={styles.format}>
          <span>{t('sb_odds_format')}</span>
          <select
            value={format}
            data-testid="sb-odds-format"
            onChange={(e) => {
              const f = e.target.value as OddsFormat;
              setFormat(f);
              storeOddsFormat(f);
            }}
          >
            {ODDS_FORMATS.map((f) => (
              <option key={f} value={f}>
                {t(`sb_format_${f}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {ended && (
        <p className={styles.note} role="alert" data-testid="game-ended">
          {ended}
        </p>
      )}

      {tab === 'matches' ? (
        <>
          <div className={styles.sports} role="tablist">
            {sports.map((s) => (
              <button
                key={s.sport}
                type="button"
                role="tab"
                aria-selected={s.sport === current?.sport}
                className={styles.sport}
                data-sport={s.sport}
                onClick={() => setSport(s.sport)}
              >
                {sportName(s.sport)}
                <small>{s.matches.filter((m) => m.status === 'live').length}</small>
              </button>
            ))}
          </div>
          <div className={styles.when} role="tablist">
            {(['live', 'upcoming'] as const).map((w) => (
              <button
                key={w}
                type="button"
                role="tab"
                aria-selected={when === w}
                className={styles.whenTab}
                onClick={() => setWhen(w)}
                data-testid={`sb-${w}`}
              >
                {w === 'live' && <span className={styles.liveDot} aria-hidden="true" />}
                {t(`sb_${w}`)} ({(current?.matches ?? []).filter((m) => m.status === w).length})
              </button>
            ))}
          </div>
          <div className={styles.list}>
            {matches.length === 0 && <p className={styles.empty}>{board.isLoading ? '…' : t('sb_no_matches')}</p>}
            {matches.map((m) => (
              <article key={m.matchId} className={styles.match} data-match={m.matchId} data-status={m.status}>
                <header className={styles.matchHead}>
                  <span className={styles.league}>{m.league}</span>
                  <span className={m.status === 'live' ? styles.clockLive : styles.clock}>{clockText(m)}</span>
                </header>
                <div className={styles.teams}>
                  <span>{m.home}</span>
                  <b className={styles.score}>{m.score ? `${m.score.home} – ${m.score.away}` : t('sb_vs')}</b>
                  <span>{m.away}</span>
                </div>
                {m.markets.map((mk) => (
                  <div key={mk.market} className={styles.market}>
                    <span className={styles.marketName}>{marketName(mk)}</span>
                    <div className={styles.prices} data-count={mk.selections.length}>
                      {mk.selections.map((sel) => {
                        const on = picks.some((p) => p.id === sel.id);
                        return (
                          <button
                            key={sel.id}
                            type="button"
                            className={`${styles.price} ${on ? styles.priceOn : ''}`}
                            disabled={sel.odds === null}
                            aria-pressed={on}
                            data-selection={sel.id}
                            onClick={() => sel.odds !== null && toggle(m, mk, sel.id, sel.odds)}
                          >
                            <small>{shortOutcome(t, mk, sel.outcome)}</small>
                            <b>{sel.odds === null ? '–' : odds(sel.odds)}</b>
                          </button>
                        );
                      })}
                    </div>
                  </div>
                ))}
              </article>
            ))}
          </div>
          <p className={styles.info}>
            {t('sb_margin', { margin, rtp: data ? (data.statedReturn * 100).toFixed(2) : '95.24' })}
            {data &&
              ` · ${t('sb_limits', {
                min: formatMoney(data.limits.minStake, 0),
                max: formatMoney(data.limits.maxStakeSingle, 0),
                parlay: formatMoney(data.limits.maxStakeParlay, 0),
                payout: formatMoney(data.limits.maxPayout, 0),
              })}`}
          </p>
          <FairResults sports={sports.map((s) => s.sport)} name={sportName} />
        </>
      ) : (
        <MyBets token={playerToken} game={game.gameId} mode={mode} odds={odds} time={time} onBalance={wallet.settled} />
      )}

      {picks.length > 0 && !sheet && (
        <button type="button" className={styles.slipBar} onClick={() => setSheet(true)} data-testid="sb-slip-open">
          <span className={styles.slipCount}>{picks.length}</span>
          {t('sb_slip')}
          <b>{odds(totalOdds(picks.map((p) => p.odds)))}</b>
        </button>
      )}
      {sheet && (
        <BetSlip
          picks={picks}
          setPicks={setPicks}
          close={() => setSheet(false)}
          odds={odds}
          limits={data?.limits}
          token={playerToken}
          mode={mode}
          game={game.gameId}
          balance={wallet.balance}
          placed={(balance) => wallet.settled(balance)}
        />
      )}
    </GameFrame>
  );
}

/** The feed's latest results of this book with their revealed seeds (read when opened). */
function FairResults({ sports, name }: { sports: string[]; name(sport: string): string }) {
  const { t } = useTranslation(GAMES_NS);
  const [open, setOpen] = useState(false);
  const results = useQuery({
    queryKey: queryKeys.content('sports-results'),
    queryFn: fetchSportsResults,
    enabled: open,
    refetchInterval: 60_000,
  });
  const mine = (results.data ?? []).filter((r) => sports.includes(r.sport)).slice(0, 10);
  return (
    <details className={styles.fair} onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>{t('fair_title')}</summary>
      <p>{t('sb_fair_help')}</p>
      <h3 className={styles.resultsTitle}>{t('sb_results')}</h3>
      {open && mine.length === 0 && <p>{t('sb_no_results')}</p>}
      <ul className={styles.results}>
        {mine.map((r) => (
          <li key={r.matchId}>
            <span>
              {name(r.sport)} · {r.homeTeam} {r.abandoned ? t('sb_abandoned') : `${r.home}–${r.away}`} {r.awayTeam}
            </span>
            <code>{r.serverSeed}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}

type T = (key: string, o?: Record<string, unknown>) => string;
function shortOutcome(t: T, mk: SportsMarket, outcome: string) {
  if (mk.market === '1X2') return outcome === 'home' ? '1' : outcome === 'draw' ? 'X' : '2';
  if (mk.market === 'OU') return t(`sb_${outcome}`);
  const side = outcome === 'home' ? '1' : '2';
  return mk.line === null ? side : `${side} ${signed(outcome === 'home' ? mk.line : -mk.line)}`;
}

/** A parlay's total odds in hundredths, rounded down (as the book computes it). */
function totalOdds(odds: number[]): number {
  return Math.floor(odds.reduce((acc, o) => (acc * o) / 100, 100));
}

function BetSlip({
  picks,
  setPicks,
  close,
  odds,
  limits,
  token,
  mode,
  game,
  balance,
  placed,
}: {
  picks: Pick[];
  setPicks: (f: (p: Pick[]) => Pick[]) => void;
  close(): void;
  odds(o: number): string;
  limits?: { minStake: number; maxStakeSingle: number; maxStakeParlay: number; maxPayout: number; maxLegs: number };
  token: string | null;
  mode: Mode;
  game: string;
  balance: number | null;
  placed(balance: number): void;
}) {
  const { t } = useTranslation(GAMES_NS);
  const [kind, setKind] = useState<'single' | 'parlay'>(picks.length > 1 ? 'parlay' : 'single');
  const [stake, setStake] = useState(10_000);
  const [acceptAny, setAcceptAny] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The bet id of an attempt whose answer never came: the retry places it again under the same id.
  const pending = useRef<string | null>(null);
  const parlay = kind === 'parlay' && picks.length > 1;
  const total = useMemo(() => totalOdds(picks.map((p) => p.odds)), [picks]);
  const bets = parlay ? 1 : picks.length;
  const returns = parlay ? Math.floor((stake * total) / 100) : picks.reduce((s, p) => s + Math.floor((stake * p.odds) / 100), 0);

  const place = async () => {
    if (mode !== 'real' || !token || busy) return;
    if (balance !== null && balance < stake * bets) return setNotice(t('insufficient'));
    setBusy(true);
    setNotice(null);
    const groups = parlay ? [picks] : picks.map((p) => [p]);
    const done: string[] = [];
    try {
      for (const group of groups) {
        const betId = pending.current ?? newRoundId();
        pending.current = betId;
        try {
          const answer = await placeSportsBet({
            token,
            game,
            kind: group.length > 1 ? 'parlay' : 'single',
            stake,
            selections: group.map((p) => ({ id: p.id, odds: p.odds })),
            acceptAnyOdds: acceptAny,
            betId,
          });
          pending.current = null;
          placed(answer.balance);
          done.push(...group.map((p) => p.id));
        } catch (error) {
          if (error instanceof ApiError) pending.current = null;
          throw error;
        }
      }
      toast.show(t('sb_placed'), 'success');
      setPicks(() => []);
      close();
    } catch (error) {
      setPicks((all) => all.filter((p) => !done.includes(p.id)));
      if (error instanceof ApiError && (error.errorCode === 'sports.odds.changed' || error.errorCode === 'sports.selection.closed')) {
        const changes = ((error.value as { selections?: Array<{ id: string; odds: number | null }> })?.selections ?? []).filter(Boolean);
        setPicks((all) =>
          all.flatMap((p) => {
            const c = changes.find((x) => x.id === p.id);
            if (!c) return [p];
            return c.odds === null ? [] : [{ ...p, odds: c.odds, moved: c.odds > p.odds ? ('up' as const) : ('down' as const) }];
          }),
        );
      }
      setNotice(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.sheetBack} onClick={close}>
      <section className={styles.sheet} role="dialog" aria-label={t('sb_slip')} onClick={(e) => e.stopPropagation()} data-testid="sb-slip">
        <header className={styles.sheetHead}>
          <b>{t('sb_slip')}</b>
          <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
            ×
          </button>
        </header>
        <div className={styles.kinds} role="tablist">
          {(['single', 'parlay'] as const).map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={kind === k}
              disabled={k === 'parlay' && picks.length < 2}
              className={styles.kind}
              onClick={() => setKind(k)}
              data-testid={`sb-kind-${k}`}
            >
              {t(`sb_kind_${k}`)}
            </button>
          ))}
        </div>
        <ul className={styles.picks}>
          {picks.map((p) => (
            <li key={p.id} data-pick={p.id}>
              <div>
                <b>{p.label}</b>
                <small>{p.match}</small>
              </div>
              <span className={styles.pickOdds} data-moved={p.moved ?? undefined}>
                {p.moved === 'up' ? '▲' : p.moved === 'down' ? '▼' : ''}
                {odds(p.odds)}
              </span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => setPicks((all) => all.filter((x) => x.id !== p.id))}
                aria-label={t('sb_remove')}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        {parlay && (
          <p className={styles.parlayLine}>
            {t('sb_parlay_odds', { n: picks.length })} <b data-testid="sb-parlay-odds">{odds(total)}</b>
          </p>
        )}
        <div className={styles.stakeRow}>
          <label>
            <span>{parlay || picks.length === 1 ? t('sb_stake') : t('sb_stake_each')}</span>
            <input
              inputMode="numeric"
              value={stake / 100}
              data-testid="sb-stake"
              onChange={(e) => setStake(Math.max(0, Math.floor(Number(e.target.value.replace(/\D/g, '')) || 0)) * 100)}
            />
          </label>
          <div className={styles.quick}>
            {STAKES.map((s) => (
              <button key={s} type="button" onClick={() => setStake(s)}>
                {formatMoney(s, 0)}
              </button>
            ))}
          </div>
        </div>
        <label className={styles.accept}>
          <input type="checkbox" checked={acceptAny} onChange={(e) => setAcceptAny(e.target.checked)} data-testid="sb-accept-any" />
          <span>{t('sb_accept_any')}</span>
        </label>
        <p className={styles.returns}>
          {t('sb_returns')} <b data-testid="sb-returns">{formatMoney(returns)}</b>
          {limits && (
            <small>{t('sb_slip_limits', { min: formatMoney(limits.minStake, 0), payout: formatMoney(limits.maxPayout, 0) })}</small>
          )}
        </p>
        {notice && (
          <p className={styles.notice} role="alert" data-testid="sb-notice">
            {notice}
          </p>
        )}
        <button
          type="button"
          className={styles.placeButton}
          disabled={busy || mode !== 'real' || !token || picks.length === 0 || stake <= 0}
          onClick={place}
          data-testid="sb-place"
        >
          {mode !== 'real' ? t('login_to_bet') : t('sb_place', { amount: formatMoney(stake * bets) })}
        </button>
      </section>
    </div>
  );
}

function MyBets({
  token,
  game,
  mode,
  odds,
  time,
  onBalance,
}: {
  token: string | null;
  game: string;
  mode: Mode;
  odds(o: number): string;
  time(ms: number): string;
  /** The balance the bets were read with: bets settled since move it (the header follows). */
  onBalance(balance: number): void;
}) {
  const { t } = useTranslation(GAMES_NS);
  const [settled, setSettled] = useState(false);
  const bets = useQuery({
    queryKey: queryKeys.wallet('sports-bets', token, game, settled),
    queryFn: () => fetchSportsBets(token ?? '', game, settled),
    enabled: mode === 'real' && Boolean(token),
    refetchInterval: 20_000,
  });
  const balance = bets.data?.balance;
  useEffect(() => {
    if (typeof balance === 'number') onBalance(balance);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the balance read with the bets changes
  }, [balance]);
  return (
    <div className={styles.list} data-testid="sb-my-bets">
      <div className={styles.when} role="tablist">
        {[false, true].map((s) => (
          <button
            key={String(s)}
            type="button"
            role="tab"
            aria-selected={settled === s}
            className={styles.whenTab}
            onClick={() => setSettled(s)}
            data-testid={`sb-bets-${s ? 'settled' : 'open'}`}
          >
            {t(s ? 'sb_settled' : 'sb_open')}
          </button>
        ))}
      </div>
      {mode !== 'real' && <p className={styles.empty}>{t('login_to_bet')}</p>}
      {bets.data?.bets.length === 0 && <p className={styles.empty}>{t('no_orders')}</p>}
      {bets.data?.bets.map((b) => (
        <BetCard key={b.betId} bet={b} odds={odds} time={time} />
      ))}
    </div>
  );
}

function BetCard({ bet, odds, time }: { bet: SportsBet; odds(o: number): string; time(ms: number): string }) {
  const { t } = useTranslation(GAMES_NS);
  return (
    <article className={styles.betCard} data-bet={bet.betId} data-status={bet.status}>
      <header>
        <b>{t(`sb_kind_${bet.kind}`)}</b>
        <span className={styles.status} data-status={bet.status}>
          {t(`sb_status_${bet.status}`)}
        </span>
      </header>
      <ul>
        {bet.legs.map((l) => (
          <li key={l.matchId}>
            <span>
              {l.home} – {l.away}
              <small>
                {t(`sb_market_${l.market}`)} · {legPick(t, l)} @ {odds(l.odds)}
              </small>
            </span>
            <span className={styles.legResult} data-result={l.result ?? 'open'}>
              {l.score ? `${l.score.home}–${l.score.away}` : time(l.kickoff)}
              {l.result && <small>{t(`sb_leg_${l.result}`)}</small>}
            </span>
          </li>
        ))}
      </ul>
      <footer>
        <span>
          {t('sb_stake')} {formatMoney(bet.stake)} @ {odds(bet.odds)}
        </span>
        <b data-testid="sb-bet-win">
          {bet.win === null ? `${t('sb_returns')} ${formatMoney(Math.floor((bet.stake * bet.odds) / 100))}` : formatMoney(bet.win)}
        </b>
      </footer>
    </article>
  );
}

function legPick(t: T, l: SportsBet['legs'][number]) {
  if (l.market === 'OU') return `${t(`sb_${l.outcome}`)} ${l.line}`;
  if (l.outcome === 'draw') return t('sb_draw');
  const team = l.outcome === 'home' ? l.home : l.away;
  return l.line === null ? team : `${team} ${signed(l.outcome === 'home' ? l.line : -l.line)}`;
}
