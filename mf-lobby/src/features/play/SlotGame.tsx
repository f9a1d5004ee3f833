import { useEffect, useRef, useState } from 'react';
import { errorText, formatMoney, toast, useTranslation, type BgsRules, type SlotOutcome } from '@site/shared';
import { GAMES_NS } from '../../i18n/games';
import { GameFrame } from './GameFrame';
import { FairPanel } from './FairPanel';
import { SlotSymbolArt } from './symbols';
import { fetchBgsRules, playBgs, type Mode } from './api/play.api';
import { useCatalogueGame, useGameBalance } from './use-play';
import styles from './play.module.css';

type SlotRules = BgsRules['slot'];

const BETS = [100, 200, 500, 1000, 2000, 5000, 10000];
const SYMBOLS = ['cherry', 'lemon', 'orange', 'grape', 'bell', 'bar', 'seven', 'wild'];
const START: string[][] = [
  ['seven', 'bar', 'bell'],
  ['wild', 'seven', 'grape'],
  ['bell', 'seven', 'cherry'],
  ['grape', 'bar', 'seven'],
  ['lemon', 'orange', 'wild'],
];

export function SlotGame({ mode, backUrl, nodeId }: { mode: Mode; backUrl: string; nodeId: string | null }) {
  const { t } = useTranslation(GAMES_NS);
  const game = useCatalogueGame(nodeId);
  const wallet = useGameBalance(mode);
  const [rules, setRules] = useState<SlotRules | null>(null);
  const [bet, setBet] = useState(1000);
  const [grid, setGrid] = useState<string[][]>(START);
  const [spinning, setSpinning] = useState<boolean[]>([false, false, false, false, false]);
  const [outcome, setOutcome] = useState<SlotOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [rounds, setRounds] = useState(0);
  const [showPays, setShowPays] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    fetchBgsRules().then(
      (v) => setRules(v.slot),
      () => undefined,
    );
    const spins = timers.current;
    return () => spins.forEach(clearTimeout);
  }, []);

  const winCells = new Set<string>();
  if (outcome && rules && !busy) {
    for (const line of outcome.lines)
      rules.paylines[line.line - 1].slice(0, line.count).forEach((row, reel) => winCells.add(`${reel}:${row}`));
  }

  const spin = async () => {
    if (busy) return;
    if (wallet.balance !== null && wallet.balance < bet) return toast.show(t('insufficient'), 'error');
    setBusy(true);
    setOutcome(null);
    setSpinning([true, true, true, true, true]);
    if (mode === 'free') wallet.setBalance((b) => (b === null ? b : b - bet));
    const started = Date.now();
    try {
      const result = await playBgs<SlotOutcome>('slot', mode, { bet });
      const wait = Math.max(0, 500 - (Date.now() - started));
      // Reels stop one by one, left to right.
      [0, 1, 2, 3, 4].forEach((reel) => {
        timers.current.push(
          window.setTimeout(
            () => {
              setGrid((g) => g.map((col, i) => (i === reel ? result.outcome.grid[reel] : col)));
              setSpinning((s) => s.map((v, i) => (i === reel ? false : v)));
              if (reel === 4) {
                setOutcome(result.outcome);
                setBusy(false);
                setRounds((n) => n + 1);
                if (mode === 'free') wallet.setBalance((b) => (b === null ? b : b + result.win));
                else wallet.settled(result.balance);
              }
            },
            wait + reel * 220,
          ),
        );
      });
    } catch (error) {
      setSpinning([false, false, false, false, false]);
      setBusy(false);
      if (mode === 'free') wallet.setBalance((b) => (b === null ? b : b + bet));
      toast.show(errorText(error), 'error');
    }
  };

  return (
    <GameFrame
      title={game?.gameName ?? ''}
      subtitle={t('rtp', { value: rules ? `${(rules.rtp * 100).toFixed(2)}%` : '95.96%' })}
      balance={wallet.balance}
      mode={mode}
      backUrl={backUrl}
    >
      <div className={styles.slotCabinet}>
        {/* The cabinet's sign is the game's own name (the catalogue's), never a second one. */}
        <div className={styles.slotMarquee} data-testid="slot-marquee">
          {game?.gameName ?? ''}
        </div>
        <div className={styles.reels} data-testid="slot-reels">
          {grid.map((column, reel) => (
            <div key={reel} className={styles.reel}>
              {spinning[reel] ? (
                <div className={styles.reelStrip}>
                  {[...SYMBOLS, ...SYMBOLS].map((s, i) => (
                    <div key={i} className={styles.cell}>
                      <SlotSymbolArt symbol={s} />
                    </div>
                  ))}
                </div>
              ) : (
                column.map((symbol, row) => (
                  <div key={row} className={`${styles.cell} ${styles.landed} ${winCells.has(`${reel}:${row}`) ? styles.cellWin : ''}`}>
                    <SlotSymbolArt symbol={symbol} />
                  </div>
                ))
              )}
            </div>
          ))}
        </div>
        <div className={styles.winBar} aria-live="polite" data-testid="slot-result">
          {outcome ? (
            outcome.win > 0 ? (
              <b className={styles.winText}>{t('you_won', { amount: formatMoney(outcome.win) })}</b>
            ) : (
              <span>{t('no_win')}</span>
            )
          ) : (
            <span>{t('lines_info')}</span>
          )}
        </div>
      </div>
      <div className={styles.controls}>
        <div className={styles.stepper}>
          <button type="button" onClick={() => setBet(BETS[Math.max(0, BETS.indexOf(bet) - 1)])} disabled={busy} aria-label="-">
            −
          </button>
          <div>
            <small>{t('bet')}</small>
            <b data-testid="slot-bet">{formatMoney(bet)}</b>
          </div>
          <button
            type="button"
            onClick={() => setBet(BETS[Math.min(BETS.length - 1, BETS.indexOf(bet) + 1)])}
            disabled={busy}
            aria-label="+"
          >
            +
          </button>
        </div>
        <button type="button" className={styles.spinBtn} onClick={spin} disabled={busy} data-testid="spin">
          <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" className={busy ? styles.rotating : ''}>
            <path fill="currentColor" d="M12 4V1L8 5l4 4V6a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8Z" />
          </svg>
          <span>{t('spin')}</span>
        </button>
        <button type="button" className={styles.smallBtn} onClick={() => setShowPays(!showPays)}>
          {t('paytable')}
        </button>
      </div>
      {showPays && rules && (
        <div className={styles.paytable}>
          {Object.entries(rules.paytable)
            .reverse()
            .map(([symbol, pays]) => (
              <div key={symbol} className={styles.payRow}>
                <span className={styles.paySymbol}>
                  <SlotSymbolArt symbol={symbol} />
                </span>
                <span>3× {pays[0]}</span>
                <span>4× {pays[1]}</span>
                <span>5× {pays[2]}</span>
              </div>
            ))}
          <p className={styles.muted}>{t('lines_info')}</p>
        </div>
      )}
      {mode === 'real' && <FairPanel game="slot" refreshKey={rounds} />}
    </GameFrame>
  );
}
