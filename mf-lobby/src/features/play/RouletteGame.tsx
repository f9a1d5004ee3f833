import { useState, type CSSProperties } from 'react';
import { errorText, formatMoney, toast, useTranslation, type RouletteOutcome } from '@site/shared';
import { GAMES_NS } from '../../i18n/games';
import { BetTotal, ChipRack, GameFrame } from './GameFrame';
import { FairPanel } from './FairPanel';
import { playBgs, type Mode } from './api/play.api';
import { useCatalogueGame, useGameBalance } from './use-play';
import styles from './play.module.css';

const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const color = (n: number) => (n === 0 ? '#0f9d58' : RED.has(n) ? '#d62839' : '#1b1b22');
const SECTOR = 360 / 37;

function Wheel({ rotation, result }: { rotation: number; result: number | null }) {
  const r = 100;
  return (
    <div className={styles.wheelWrap}>
      <div className={styles.wheelPointer} />
      <svg
        viewBox="-110 -110 220 220"
        className={styles.wheel}
        style={{ transform: `rotate(${rotation}deg)` }}
        data-testid="roulette-wheel"
      >
        <circle r="108" fill="#5b3a1a" />
        <circle r="104" fill="#c9a227" />
        {WHEEL.map((n, i) => {
          const a0 = ((i - 0.5) * SECTOR - 90) * (Math.PI / 180);
          const a1 = ((i + 0.5) * SECTOR - 90) * (Math.PI / 180);
          const mid = (i * SECTOR - 90) * (Math.PI / 180);
          return (
            <g key={n}>
              <path
                d={`M0 0 L${r * Math.cos(a0)} ${r * Math.sin(a0)} A${r} ${r} 0 0 1 ${r * Math.cos(a1)} ${r * Math.sin(a1)} Z`}
                fill={color(n)}
                stroke="#c9a227"
                strokeWidth="0.6"
              />
              <text
                x={88 * Math.cos(mid)}
                y={88 * Math.sin(mid)}
                fill="#fff"
                fontSize="8"
                fontWeight="700"
                textAnchor="middle"
                dominantBaseline="middle"
                transform={`rotate(${i * SECTOR} ${88 * Math.cos(mid)} ${88 * Math.sin(mid)})`}
              >
                {n}
              </text>
            </g>
          );
        })}
        <circle r="70" fill="#3a2410" stroke="#c9a227" strokeWidth="2" />
        <circle r="46" fill="url(#cone)" />
        <defs>
          <radialGradient id="cone">
            <stop offset="0" stopColor="#f5d76e" />
            <stop offset="1" stopColor="#7a5a12" />
          </radialGradient>
        </defs>
        {[0, 1, 2, 3].map((k) => (
          <rect key={k} x="-3" y="-60" width="6" height="120" rx="3" fill="#d9b54a" transform={`rotate(${k * 45})`} />
        ))}
      </svg>
      {result !== null && (
        <div className={styles.wheelResult} style={{ background: color(result) }} data-testid="roulette-result">
          {result}
        </div>
      )}
    </div>
  );
}

export function RouletteGame({ mode, backUrl, nodeId }: { mode: Mode; backUrl: string; nodeId: string | null }) {
  const { t } = useTranslation(GAMES_NS);
  const game = useCatalogueGame(nodeId);
  const wallet = useGameBalance(mode);
  const [chip, setChip] = useState(1000);
  const [bets, setBets] = useState<Record<string, number>>({});
  const [lastBets, setLastBets] = useState<Record<string, number>>({});
  const [rotation, setRotation] = useState(0);
  const [result, setResult] = useState<RouletteOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [rounds, setRounds] = useState(0);
  const total = Object.values(bets).reduce((a, b) => a + b, 0);

  const place = (target: string) => !busy && setBets((b) => ({ ...b, [target]: (b[target] ?? 0) + chip }));

  const spin = async () => {
    if (busy) return;
    const placed = total > 0 ? bets : lastBets;
    const stake = Object.values(placed).reduce((a, b) => a + b, 0);
    if (stake === 0) return toast.show(t('no_bets'), 'info');
    if (wallet.balance !== null && wallet.balance < stake) return toast.show(t('insufficient'), 'error');
    setBusy(true);
    setResult(null);
    setBets(placed);
    if (mode === 'free') wallet.setBalance((b) => (b === null ? b : b - stake));
    try {
      const round = await playBgs<RouletteOutcome>('roulette', mode, {
        bets: Object.entries(placed).map(([target, amount]) => ({ target, amount })),
      });
      const index = WHEEL.indexOf(round.outcome.number);
      // Land the pocket under the pointer after five full turns.
      setRotation((r) => r - (r % 360) + 360 * 5 - index * SECTOR);
      window.setTimeout(() => {
        setResult(round.outcome);
        setBusy(false);
        setLastBets(placed);
        setBets({});
        setRounds((n) => n + 1);
        if (mode === 'free') wallet.setBalance((b) => (b === null ? b : b + round.win));
        else wallet.settled(round.balance);
      }, 3200);
    } catch (error) {
      setBusy(false);
      if (mode === 'free') wallet.setBalance((b) => (b === null ? b : b + stake));
      toast.show(errorText(error), 'error');
    }
  };

  const cell = (target: string, label: string, extra = '', style?: CSSProperties) => (
    <button
      key={target}
      type="button"
      className={`${styles.rCell} ${extra}`}
      style={style}
      onClick={() => place(target)}
      data-target={target}
    >
      {label}
      {bets[target] ? (
        <span className={styles.rChip}>{bets[target] >= 100000 ? `${bets[target] / 100000}K` : bets[target] / 100}</span>
      ) : null}
    </button>
  );

  return (
    <GameFrame title={game?.gameName ?? ''} subtitle={t('rtp', { value: '97.30%' })} balance={wallet.balance} mode={mode} backUrl={backUrl}>
      <Wheel rotation={rotation} result={busy ? null : (result?.number ?? null)} />
      <div className={styles.winBar} aria-live="polite">
        {result && !busy ? (
          result.win > 0 ? (
            <b className={styles.winText}>{t('you_won', { amount: formatMoney(result.win) })}</b>
          ) : (
            <span>{t('no_win')}</span>
          )
        ) : (
          <span>
            {t('total_bet')}: {formatMoney(total)}
          </span>
        )}
      </div>
      <div className={styles.rTable}>
        {cell('0', '0', styles.rZero, { gridColumn: '1 / span 3', background: color(0) })}
        {Array.from({ length: 36 }, (_, i) => i + 1).map((n) => cell(String(n), String(n), '', { background: color(n) }))}
        {['column1', 'column2', 'column3'].map((c) => cell(c, '2:1', styles.rOutside))}
      </div>
      <div className={styles.rOutsideGrid}>
        {['dozen1', 'dozen2', 'dozen3'].map((d) => cell(d, t(d), styles.rOutside))}
        {cell('low', t('low'), styles.rOutside)}
        {cell('even', t('even'), styles.rOutside)}
        {cell('red', t('red'), styles.rOutside, { background: '#d62839' })}
        {cell('black', t('black'), styles.rOutside, { background: '#1b1b22' })}
        {cell('odd', t('odd'), styles.rOutside)}
        {cell('high', t('high'), styles.rOutside)}
      </div>
      <ChipRack value={chip} onChange={setChip} />
      <div className={styles.controls}>
        <button type="button" className={styles.smallBtn} onClick={() => setBets({})} disabled={busy}>
          {t('clear')}
        </button>
        <button type="button" className={styles.spinBtn} onClick={spin} disabled={busy} data-testid="spin">
          <span>{total === 0 && Object.keys(lastBets).length ? t('rebet') : t('spin')}</span>
        </button>
        <BetTotal amount={total} />
      </div>
      {mode === 'real' && <FairPanel game="roulette" refreshKey={rounds} />}
    </GameFrame>
  );
}
