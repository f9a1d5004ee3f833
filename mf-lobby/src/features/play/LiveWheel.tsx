import { useState } from 'react';
import { formatMoney, useTranslation, type LiveHand, type LiveTableState } from '@site/shared';
import { SICBO_TOTAL_PAYS, WHEEL_ORDER, pocketColour, splitNumbers } from '@site/shared/src/games/live-wheel';
import { LIVE_NS } from '../../i18n/livecasino';
import live from './live.module.css';
import styles from './wheel.module.css';

/**
 * Live roulette and sic bo (docs/games.md, "Live roulette and sic bo"): the wheel or the dice shaker on the table's
 * stage, the betting boards (sized for a 390 px phone) and the result roads. The table's play is LiveTableGame's.
 */

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
interface StageProps {
  hand: LiveHand | null;
  elapsed: number;
  bettingMs: number;
  dealMs: number;
}
/** The result shows once the spin or the shake is over (the hand is known when betting closes). */
const revealed = ({ hand, elapsed, bettingMs, dealMs }: StageProps) => Boolean(hand && elapsed >= bettingMs + dealMs);

function Ball({ n, small }: { n: number; small?: boolean }) {
  return (
    <span className={`${styles.ball} ${small ? styles.ballSmall : ''}`} data-colour={pocketColour(n)}>
      {n}
    </span>
  );
}

/** The wheel (a European wheel's 37 pockets in order), spinning while the ball runs, and the pocket it stops in. */
export function RouletteStage(props: StageProps) {
  const { t } = useTranslation(LIVE_NS);
  const spinning = Boolean(props.hand) && !revealed(props);
  const step = 360 / WHEEL_ORDER.length;
  const stops = WHEEL_ORDER.map((n, i) => {
    const c = pocketColour(n) === 'green' ? '#1f9d55' : pocketColour(n) === 'red' ? '#c81e3a' : '#15151c';
    return `${c} ${i * step}deg ${(i + 1) * step}deg`;
  }).join(', ');
  const pocket = revealed(props) ? props.hand!.pocket : undefined;
  return (
    <div className={styles.wheelStage}>
      <div className={styles.wheel} data-spinning={spinning ? 'true' : 'false'} style={{ background: `conic-gradient(${stops})` }}>
        <div className={styles.wheelHub}>
          {pocket !== undefined ? <Ball n={pocket} /> : <span className={styles.hubText}>{spinning ? t('spinning') : '?'}</span>}
        </div>
      </div>
    </div>
  );
}

const PIPS: Record<number, number[]> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };
export function Die({ n, size = 'big' }: { n: number; size?: 'big' | 'small' }) {
  return (
    <span className={`${styles.die} ${size === 'small' ? styles.dieSmall : ''}`} role="img" aria-label={String(n)} data-die={n}>
      {Array.from({ length: 9 }, (_, i) => (
        <i key={i} className={PIPS[n]?.includes(i) ? styles.pip : undefined} />
      ))}
    </span>
  );
}

/** The dice shaker: three dice, shaking while the dealer shakes, then the throw and its total. */
export function SicBoStage(props: StageProps) {
  const dice = revealed(props) ? props.hand!.dice : undefined;
  const shaking = Boolean(props.hand) && !dice;
  return (
    <div className={styles.diceStage} data-shaking={shaking ? 'true' : 'false'}>
      {[0, 1, 2].map((i) => (dice ? <Die key={i} n={dice[i]} /> : <span key={i} className={`${styles.die} ${styles.dieHidden}`} />))}
      {dice && <b className={styles.diceTotal}>{dice.reduce((s, d) => s + d, 0)}</b>}
    </div>
  );
}

interface BoardProps {
  onSpot(type: string): number;
  place(type: string): unknown;
  closed: boolean;
}

function Stack({ amount }: { amount: number }) {
  return amount > 0 ? <span className={styles.stack}>{formatMoney(amount, 0)}</span> : null;
}

const OUTSIDE_ROW: Array<{ type: string; key: string }> = [
  { type: 'low', key: 'rl_low' },
  { type: 'even', key: 'rl_even' },
  { type: 'red', key: 'rl_red' },
  { type: 'black', key: 'rl_black' },
  { type: 'odd', key: 'rl_odd' },
  { type: 'high', key: 'rl_high' },
];

/**
 * The roulette layout, upright for a phone: zero on top, the numbers three a row, the dozens down the left, the
 * columns (2:1) under them, then the even chances. A split is a tap on "Split" then on two neighbouring numbers.
 */
export function RouletteBoard({ onSpot, place, closed, won }: BoardProps & { won?: number }) {
  const { t } = useTranslation(LIVE_NS);
  const [splitMode, setSplitMode] = useState(false);
  const [first, setFirst] = useState<number | null>(null);
  const tapNumber = (n: number) => {
    if (!splitMode) return void place(String(n));
    if (first === null || first === n) return setFirst(first === n ? null : n);
    const [a, b] = first < n ? [first, n] : [n, first];
    if (splitNumbers(`s${a}-${b}`)) {
      setFirst(null);
      setSplitMode(false);
      return void place(`s${a}-${b}`);
    }
    setFirst(n);
  };
  const splits: string[] = [];
  for (let a = 0; a <= 36; a++)
    for (const b of [a + 1, a + 3, ...(a === 0 ? [2, 3] : [])])
      if (splitNumbers(`s${a}-${b}`) && onSpot(`s${a}-${b}`) > 0) splits.push(`s${a}-${b}`);
  const hit = (covers: (n: number) => boolean) => (won !== undefined && won > 0 && covers(won) ? styles.hit : '');
  const numberCell = (n: number) => (
    <button
      key={n}
      type="button"
      className={`${styles.num} ${first === n ? styles.picked : ''} ${won === n ? styles.hit : ''}`}
      data-colour={pocketColour(n)}
      data-target={String(n)}
      disabled={closed}
      onClick={() => tapNumber(n)}
      style={n === 0 ? { gridColumn: '2 / span 3' } : { gridColumn: ((n - 1) % 3) + 2, gridRow: Math.ceil(n / 3) + 1 }}
    >
      {n}
      <Stack amount={onSpot(String(n))} />
    </button>
  );
  return (
    <div className={styles.board} data-testid="roulette-board">
      <div className={styles.rouletteGrid}>
        {numberCell(0)}
        {Array.from({ length: 36 }, (_, i) => numberCell(i + 1))}
        {[1, 2, 3].map((d) => (
          <button
            key={d}
            type="button"
            className={`${styles.outside} ${styles.dozen} ${hit((n) => Math.ceil(n / 12) === d)}`}
            style={{ gridColumn: 1, gridRow: `${(d - 1) * 4 + 2} / span 4` }}
            data-target={`dozen${d}`}
            disabled={closed}
            onClick={() => place(`dozen${d}`)}
          >
            <span>{t(`rl_dozen${d}`)}</span>
            <small>2:1</small>
            <Stack amount={onSpot(`dozen${d}`)} />
          </button>
        ))}
        {[1, 2, 3].map((c) => (
          <button
            key={c}
            type="button"
            className={`${styles.outside} ${hit((n) => ((n - 1) % 3) + 1 === c)}`}
            style={{ gridColumn: c + 1, gridRow: 14 }}
            data-target={`column${c}`}
            disabled={closed}
            onClick={() => place(`column${c}`)}
          >
            2:1
            <Stack amount={onSpot(`column${c}`)} />
          </button>
        ))}
      </div>
      <div className={styles.evenRow}>
        {OUTSIDE_ROW.map((spot) => (
          <button
            key={spot.type}
            type="button"
            className={`${styles.outside} ${hit(
              (n) =>
                ({
                  low: n <= 18,
                  high: n >= 19,
                  even: n % 2 === 0,
                  odd: n % 2 === 1,
                  red: pocketColour(n) === 'red',
                  black: pocketColour(n) === 'black',
                })[spot.type] ?? false,
            )}`}
            data-target={spot.type}
            data-colour={spot.type === 'red' || spot.type === 'black' ? spot.type : undefined}
            disabled={closed}
            onClick={() => place(spot.type)}
          >
            <span>{t(spot.key)}</span>
            <small>1:1</small>
            <Stack amount={onSpot(spot.type)} />
          </button>
        ))}
      </div>
      <div className={styles.boardTools}>
        <button
          type="button"
          className={`${styles.tool} ${splitMode ? styles.toolOn : ''}`}
          aria-pressed={splitMode}
          disabled={closed}
          onClick={() => {
            setSplitMode((on) => !on);
            setFirst(null);
          }}
        >
          {t('rl_split')} 17:1
        </button>
        <span className={styles.toolHelp}>{splitMode ? t('rl_split_help') : t('rl_pays')}</span>
      </div>
      {splits.length > 0 && (
        <p className={styles.splits}>
          {splits.map((s) => {
            const [a, b] = splitNumbers(s)!;
            return <span key={s}>{t('rl_split_bet', { a, b, amount: formatMoney(onSpot(s), 0) })}</span>;
          })}
        </p>
      )}
    </div>
  );
}

/** The sic bo layout: the 1:1 bets and any triple, the totals, single numbers, doubles and triples. */
export function SicBoBoard({ onSpot, place, closed, dice }: BoardProps & { dice?: number[] }) {
  const { t } = useTranslation(LIVE_NS);
  const won = (type: string) => {
    if (!dice) return false;
    const total = dice[0] + dice[1] + dice[2];
    const triple = dice[0] === dice[1] && dice[1] === dice[2];
    const count = (d: number) => dice.filter((x) => x === d).length;
    const m = /^(total|single|double|triple)(\d+)$/.exec(type);
    if (m) {
      const n = Number(m[2]);
      return m[1] === 'total' ? total === n : m[1] === 'single' ? count(n) > 0 : m[1] === 'double' ? count(n) >= 2 : count(n) === 3;
    }
    if (type === 'anyTriple') return triple;
    if (triple) return false;
    return { small: total <= 10, big: total >= 11, odd: total % 2 === 1, even: total % 2 === 0 }[type] ?? false;
  };
  const spot = (type: string, content: React.ReactNode, pays: string, extra = '') => (
    <button
      key={type}
      type="button"
      className={`${styles.sbSpot} ${extra} ${won(type) ? styles.hit : ''}`}
      data-target={type}
      disabled={closed}
      onClick={() => place(type)}
    >
      {content}
      <small>{pays}</small>
      <Stack amount={onSpot(type)} />
    </button>
  );
  const faces = (n: number, k: number) => (
    <span className={styles.faces}>
      {Array.from({ length: k }, (_, i) => (
        <Die key={i} n={n} size="small" />
      ))}
    </span>
  );
  return (
    <div className={styles.board} data-testid="sicbo-board">
      <div className={styles.sbMain}>
        {spot('small', <b>{t('sb_small')}</b>, '4-10 · 1:1', styles.sbBig)}
        {spot('odd', <b>{t('sb_odd')}</b>, '1:1')}
        {spot('anyTriple', <b>{t('sb_any_triple')}</b>, '30:1')}
        {spot('even', <b>{t('sb_even')}</b>, '1:1')}
        {spot('big', <b>{t('sb_big')}</b>, '11-17 · 1:1', styles.sbBig)}
      </div>
      <p className={styles.sbHead}>{t('sb_totals')}</p>
      <div className={styles.sbTotals}>
        {Object.entries(SICBO_TOTAL_PAYS).map(([total, pays]) => spot(`total${total}`, <b>{total}</b>, `${pays}:1`))}
      </div>
      <p className={styles.sbHead}>{t('sb_singles')}</p>
      <div className={styles.sbSix}>{[1, 2, 3, 4, 5, 6].map((n) => spot(`single${n}`, faces(n, 1), '1:1-3:1'))}</div>
      <p className={styles.sbHead}>{t('sb_doubles')}</p>
      <div className={styles.sbSix}>{[1, 2, 3, 4, 5, 6].map((n) => spot(`double${n}`, faces(n, 2), '10:1'))}</div>
      <p className={styles.sbHead}>{t('sb_triples')}</p>
      <div className={styles.sbSix}>{[1, 2, 3, 4, 5, 6].map((n) => spot(`triple${n}`, faces(n, 3), '180:1'))}</div>
    </div>
  );
}

/** The table's limits and each bet's stated return or house edge. */
export function WheelInfo({ state }: { state: LiveTableState }) {
  const { t } = useTranslation(LIVE_NS);
  const { min, max } = state.limits;
  const limits = t('limits', { min: formatMoney(min, 0), max: formatMoney(Math.max(...Object.values(max)), 0) });
  if (state.kind === 'ROULETTE')
    return (
      <p className={live.info} data-testid="live-rtp">
        {limits} · {t('rl_rtp', { rtp: pct(state.rtp.straight ?? 0) })} · {t('rl_limits', { straight: formatMoney(max.straight ?? 0, 0) })}
      </p>
    );
  const edge = (type: string) => pct(1 - (state.rtp[type] ?? 0));
  const totals = Object.keys(SICBO_TOTAL_PAYS).map((n) => 1 - (state.rtp[`total${n}`] ?? 0));
  return (
    <p className={live.info} data-testid="live-rtp">
      {limits} ·{' '}
      {t('sb_edges', {
        even: edge('big'),
        single: edge('single1'),
        totalLow: pct(Math.min(...totals)),
        totalHigh: pct(Math.max(...totals)),
        double: edge('double1'),
        any: edge('anyTriple'),
        triple: edge('triple1'),
      })}
    </p>
  );
}

/** Counts of a road: how often each value came in the table's last rounds (cancelled rounds left out). */
function countBy<T>(items: readonly T[], key: (x: T) => string) {
  const counts: Record<string, number> = {};
  for (const x of items) counts[key(x)] = (counts[key(x)] ?? 0) + 1;
  return counts;
}

interface RoadPart {
  attr: 'data-colour' | 'data-side';
  value: string;
  label: string;
  count: number;
  /** The least width of the part (a rare outcome stays readable). */
  least?: number;
}

/** A road: the last results (newest first), the split of the last rounds by outcome, the hot and the cold results. */
function Road({
  history,
  bead,
  parts,
  hot,
  cold,
}: {
  history: readonly LiveHand[];
  bead(hand: LiveHand): React.ReactNode;
  parts: RoadPart[];
  hot: React.ReactNode;
  cold: React.ReactNode;
}) {
  const { t } = useTranslation(LIVE_NS);
  return (
    <section className={styles.roads} data-testid="wheel-road" aria-label={t('road')}>
      <h2 className={styles.roadTitle}>{t('road_last', { n: history.filter((h) => !h.voided).length })}</h2>
      <div className={styles.lastRow}>
        {[...history]
          .reverse()
          .slice(0, 24)
          .map((h) =>
            h.voided ? (
              <span key={h.roundNo} className={styles.voided}>
                ×
              </span>
            ) : (
              <span key={h.roundNo}>{bead(h)}</span>
            ),
          )}
      </div>
      <div className={styles.split}>
        {parts.map((part) => (
          <span key={part.value} {...{ [part.attr]: part.value }} style={{ flex: Math.max(part.count, part.least ?? 0) }}>
            {part.label} {part.count}
          </span>
        ))}
      </div>
      <p className={styles.heat}>
        <b>{t('hot')}</b> {hot} <b>{t('cold')}</b> {cold}
      </p>
    </section>
  );
}

/** The hottest and coldest of `values` by their counts (ties: the lower value first). */
function heat(values: number[], counts: Record<string, number>) {
  const sorted = [...values].sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || a - b);
  return { hot: sorted.slice(0, 4), cold: sorted.slice(-4) };
}

/**
 * The roads of a roulette or sic bo table: the last results (numbers in their colours, or dice totals marked
 * big/small/triple), the split of the last rounds (red/zero/black, or small/triple/big) and the hot and cold numbers
 * or totals.
 */
export function WheelRoads({ history, kind }: { history: readonly LiveHand[]; kind: LiveTableState['kind'] }) {
  const { t } = useTranslation(LIVE_NS);
  const played = history.filter((h) => !h.voided);
  if (kind === 'ROULETTE') {
    const pockets = played.map((h) => h.pocket ?? 0);
    const colours = countBy(pockets, (n) => pocketColour(n));
    const { hot, cold } = heat(
      Array.from({ length: 37 }, (_, n) => n),
      countBy(pockets, String),
    );
    const balls = (ns: number[]) => ns.map((n) => <Ball key={n} n={n} small />);
    return (
      <Road
        history={history}
        bead={(h) => <Ball n={h.pocket ?? 0} small />}
        parts={[
          { attr: 'data-colour', value: 'red', label: t('rl_red'), count: colours.red ?? 0 },
          { attr: 'data-colour', value: 'green', label: '0 ·', count: colours.green ?? 0, least: 2 },
          { attr: 'data-colour', value: 'black', label: t('rl_black'), count: colours.black ?? 0 },
        ]}
        hot={balls(hot)}
        cold={balls(cold)}
      />
    );
  }
  const totalOf = (h: LiveHand) => (h.dice ?? []).reduce((s, d) => s + d, 0);
  const sideOf = (h: LiveHand) => {
    const d = h.dice ?? [];
    return d[0] === d[1] && d[1] === d[2] ? 'triple' : totalOf(h) >= 11 ? 'big' : 'small';
  };
  const sides = countBy(played, sideOf);
  const { hot, cold } = heat(
    Array.from({ length: 14 }, (_, i) => i + 4),
    countBy(played, (h) => String(totalOf(h))),
  );
  return (
    <Road
      history={history}
      bead={(h) => (
        <span className={styles.sbBead} data-side={sideOf(h)} title={(h.dice ?? []).join(' ')}>
          {totalOf(h)}
        </span>
      )}
      parts={[
        { attr: 'data-side', value: 'small', label: t('sb_small'), count: sides.small ?? 0 },
        { attr: 'data-side', value: 'triple', label: t('sb_triple_short'), count: sides.triple ?? 0, least: 3 },
        { attr: 'data-side', value: 'big', label: t('sb_big'), count: sides.big ?? 0 },
      ]}
      hot={hot.join(' · ')}
      cold={cold.join(' · ')}
    />
  );
}
