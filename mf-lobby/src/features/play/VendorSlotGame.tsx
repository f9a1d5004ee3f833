import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  errorText,
  formatMoney,
  toast,
  useTranslation,
  type VendorSlotGame as SlotRules,
  type VendorSlotScreen,
  type VendorSlotSpin,
} from '@site/shared';
import { queryKeys } from '@site/shared/src/query';
import { MOTIFS, themeById } from '@site/shared/src/games/game-themes';
import type { Game } from '../../api/lobby.api';
import { GAMES_NS } from '../../i18n/games';
import { GameFrame } from './GameFrame';
import { fetchVendorSlot, newRoundId, spinVendorSlot, type Mode } from './api/play.api';
import { useProviderGame } from './use-play';
import play from './play.module.css';
import styles from './vslot.module.css';

const ROYALS: Record<string, { text: string; color: string }> = {
  a: { text: 'A', color: '#ef4444' },
  k: { text: 'K', color: '#3b82f6' },
  q: { text: 'Q', color: '#a855f7' },
  j: { text: 'J', color: '#22c55e' },
  t: { text: '10', color: '#f59e0b' },
};

/**
 * One symbol of a vendor slot in its game's theme: h1..h4 the theme's pictures, the royals as carved letters, the wild and
 * the scatter as the theme's badges. The pictures are the same SVG the game's tile art is drawn with (game-themes.ts).
 */
export function ThemeSymbol({ theme, symbol }: { theme: string; symbol: string }) {
  const th = themeById(theme);
  const [, , accent] = th.colors;
  if (/^h[1-4]$/.test(symbol)) {
    const motif = MOTIFS[th.motifs[Number(symbol[1]) - 1]];
    // Fixed drawings from game-themes.ts (no user text), so they are set as markup.
    return <svg viewBox="0 0 100 100" aria-label={symbol} dangerouslySetInnerHTML={{ __html: motif }} />;
  }
  const royal = ROYALS[symbol];
  if (royal)
    return (
      <svg viewBox="0 0 100 100" aria-label={royal.text}>
        <text
          x="50"
          y="72"
          textAnchor="middle"
          fontSize={royal.text.length > 1 ? 50 : 64}
          fontWeight="900"
          fill={royal.color}
          stroke="#fff"
          strokeWidth="3"
          paintOrder="stroke"
          fontFamily="Georgia, 'Times New Roman', serif"
        >
          {royal.text}
        </text>
      </svg>
    );
  const wild = symbol === 'w';
  return (
    <svg viewBox="0 0 100 100" aria-label={wild ? 'wild' : 'scatter'}>
      {wild ? (
        <rect x="6" y="22" width="88" height="56" rx="14" fill={th.colors[0]} stroke={accent} strokeWidth="6" />
      ) : (
        <path
          d="M50 4l12 22 24-6-6 24 20 10-20 12 6 24-24-6-12 22-12-22-24 6 6-24L0 56l20-10-6-24 24 6z"
          fill={accent}
          stroke={th.colors[0]}
          strokeWidth="4"
        />
      )}
      <text
        x="50"
        y={wild ? 58 : 58}
        textAnchor="middle"
        fontSize={wild ? 26 : 17}
        fontWeight="900"
        fill={wild ? accent : th.colors[1]}
        fontFamily="Arial, sans-serif"
      >
        {wild ? 'WILD' : 'FREE'}
      </text>
    </svg>
  );
}

const x = (pay: number, divisor: number) => `×${Number((pay / divisor).toFixed(2))}`;
const cellSize = (rules: SlotRules) => (rules.reels <= 3 ? 92 : rules.rows >= 5 ? 50 : 64);
/** How long each screen of a spin stays: the base screen and each tumble, then each free spin. */
const SCREEN_MS = 900;
const FREE_MS = 650;

/**
 * A slot of the demo vendors (PG, PP, JOKER, JILI, SG): the vendor's own mechanic (ways, lines, scatter pays with
 * tumbles, free spins) drawn in the game's theme. A spin is sent with an id made here and the player's seed; the vendor
 * settles it (one debit, one credit) and answers the screens, which play one after another.
 */
export function VendorSlotGame({ mode, backUrl, code, game }: { mode: Mode; backUrl: string; code: string; game: Game | null }) {
  const { t } = useTranslation(GAMES_NS);
  const { playerToken, ended, wallet } = useProviderGame(mode);
  const free = mode === 'free';
  const [spinId, setSpinId] = useState(newRoundId);
  const [clientSeed] = useState(() => newRoundId().slice(0, 16));
  const rulesQuery = useQuery({
    queryKey: queryKeys.content('vendor-slot', code, spinId, free),
    queryFn: () => fetchVendorSlot(code, spinId, free),
    enabled: Boolean(code),
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });
  const rules = rulesQuery.data ?? null;
  const [bet, setBet] = useState(1000);
  const [screen, setScreen] = useState<VendorSlotScreen | null>(null);
  const [stage, setStage] = useState<{ free: number; tumble: number }>({ free: 0, tumble: 0 });
  const [last, setLast] = useState<VendorSlotSpin | null>(null);
  const [busy, setBusy] = useState(false);
  const [showPays, setShowPays] = useState(false);
  const timers = useRef<number[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const theme = rules?.theme ?? 'seven';
  const th = themeById(theme);
  const ways = rules?.mechanic === 'ways' ? rules.rows ** rules.reels : 0;
  const mechanic = !rules
    ? ''
    : rules.mechanic === 'ways'
      ? t('vslot_ways', { ways })
      : rules.mechanic === 'lines'
        ? t('vslot_lines', { lines: rules.lines?.length ?? 0 })
        : t('vslot_tumble');
  const grid: string[][] =
    screen?.grid ??
    (rules
      ? Array.from({ length: rules.reels }, (_, r) =>
          Array.from({ length: rules.rows }, (__, row) => rules.symbols[(r + row * 2) % rules.symbols.length]),
        )
      : []);
  const winCells = new Set((busy || !screen ? [] : screen.wins).flatMap((w) => w.cells.map(([r, row]) => `${r}:${row}`)));

  const spin = async () => {
    if (busy || !rules) return;
    if (mode === 'real' && !playerToken) return;
    if (wallet.balance !== null && wallet.balance < bet) return toast.show(t('insufficient'), 'error');
    setBusy(true);
    setLast(null);
    setScreen(null);
    setStage({ free: 0, tumble: 0 });
    if (free) wallet.setBalance((b) => (b === null ? b : b - bet));
    const started = Date.now();
    try {
      const result = await spinVendorSlot({ game: code, spinId, clientSeed, bet, ...(free ? {} : { token: playerToken }) });
      const wait = Math.max(0, 700 - (Date.now() - started));
      const steps: Array<{ screen: VendorSlotScreen; free: number; tumble: number; ms: number }> = [
        ...result.screens.map((s, i) => ({ screen: s, free: 0, tumble: i, ms: SCREEN_MS })),
        ...result.freeSpins.map((s, i) => ({ screen: s, free: i + 1, tumble: 0, ms: FREE_MS })),
      ];
      let at = wait;
      for (const step of steps) {
        timers.current.push(
          window.setTimeout(() => {
            setScreen(step.screen);
            setStage({ free: step.free, tumble: step.tumble });
          }, at),
        );
        at += step.ms;
      }
      timers.current.push(
        window.setTimeout(
          () => {
            setLast(result);
            setBusy(false);
            setSpinId(newRoundId());
            if (free) wallet.setBalance((b) => (b === null ? b : b + result.win));
            else wallet.settled(result.balance);
          },
          at - (steps.at(-1)?.ms ?? 0) + 250,
        ),
      );
    } catch (error) {
      setBusy(false);
      setSpinId(newRoundId());
      if (free) wallet.setBalance((b) => (b === null ? b : b + bet));
      else wallet.settled(undefined);
      toast.show(errorText(error), 'error');
    }
  };

  const size = rules ? cellSize(rules) : 64;
  const cabinet = { '--from': th.colors[0], '--to': th.colors[1], '--accent': th.colors[2] } as CSSProperties;
  const lineBet = rules?.mechanic === 'lines' ? rules.lines!.length : 0;
  const message = (() => {
    if (ended)
      return (
        <span role="alert" data-testid="game-ended">
          {ended}
        </span>
      );
    if (busy && stage.free)
      return <b className={styles.stage}>{t('vslot_free_spins', { n: stage.free, total: rules?.scatter?.freeSpins ?? 0 })}</b>;
    if (busy && stage.tumble) return <b className={styles.stage}>{t('vslot_tumble_n', { n: stage.tumble })}</b>;
    if (!last) return <span>{mechanic}</span>;
    if (last.status === 'refunded') return <span>{t('vslot_refunded')}</span>;
    return last.win > 0 ? <b className={play.winText}>{t('you_won', { amount: formatMoney(last.win) })}</b> : <span>{t('no_win')}</span>;
  })();

  return (
    <GameFrame
      title={game?.gameName ?? ''}
      subtitle={rules ? t('rtp', { value: `${(rules.rtp * 100).toFixed(2)}%` }) : undefined}
      balance={wallet.balance}
      mode={mode}
      backUrl={backUrl}
    >
      <div className={styles.cabinet} style={cabinet} data-testid="vslot" data-vendor={rules?.vendor} data-theme={theme}>
        <div className={styles.marquee}>
          <span
            className={styles.marqueeArt}
            dangerouslySetInnerHTML={{ __html: `<svg viewBox="0 0 100 100">${MOTIFS[th.motifs[0]]}</svg>` }}
          />
          <span className={styles.marqueeText}>
            <b>{game?.gameName ?? ''}</b>
            <small>{mechanic}</small>
          </span>
        </div>
        <div
          className={styles.grid}
          style={{ gridTemplateColumns: `repeat(${rules?.reels ?? 5}, 1fr)`, '--cell': `${size}px` } as CSSProperties}
          data-testid="vslot-grid"
        >
          {grid.map((column, reel) => (
            <div key={reel} className={styles.reel}>
              {busy && !screen ? (
                <div className={play.reelStrip}>
                  {[...(rules?.symbols ?? []), ...(rules?.symbols ?? [])].map((s, i) => (
                    <div key={i} className={styles.cell}>
                      <ThemeSymbol theme={theme} symbol={s} />
                    </div>
                  ))}
                </div>
              ) : (
                column.map((symbol, row) => (
                  <div
                    key={`${row}:${symbol}`}
                    className={`${styles.cell} ${play.landed} ${winCells.has(`${reel}:${row}`) ? play.cellWin : ''}`}
                  >
                    <ThemeSymbol theme={theme} symbol={symbol} />
                  </div>
                ))
              )}
            </div>
          ))}
        </div>
        <div className={play.winBar} aria-live="polite" data-testid="vslot-result">
          {message}
        </div>
      </div>
      <div className={play.controls}>
        <div className={play.stepper}>
          <button
            type="button"
            onClick={() => setBet(rules!.bets[Math.max(0, rules!.bets.indexOf(bet) - 1)])}
            disabled={busy || !rules}
            aria-label="-"
          >
            −
          </button>
          <div>
            <small>{t('bet')}</small>
            <b data-testid="vslot-bet">{formatMoney(bet)}</b>
          </div>
          <button
            type="button"
            onClick={() => setBet(rules!.bets[Math.min(rules!.bets.length - 1, rules!.bets.indexOf(bet) + 1)])}
            disabled={busy || !rules}
            aria-label="+"
          >
            +
          </button>
        </div>
        <button
          type="button"
          className={play.spinBtn}
          onClick={spin}
          disabled={busy || !rules || (mode === 'real' && !playerToken)}
          data-testid="spin"
        >
          <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" className={busy ? play.rotating : ''}>
            <path fill="currentColor" d="M12 4V1L8 5l4 4V6a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8Z" />
          </svg>
          <span>{t('spin')}</span>
        </button>
        <button type="button" className={play.smallBtn} onClick={() => setShowPays(true)} data-testid="vslot-paytable-open">
          {t('paytable')}
        </button>
      </div>
      <div className={styles.fair} data-testid="vslot-fair">
        <div>
          <small>{t('vslot_fair_before')}</small>
          <code>{rules?.commitment?.slice(0, 24) ?? '—'}…</code>
        </div>
        <div>
          <small>{t('vslot_fair_after')}</small>
          <code>{last ? `${last.serverSeed.slice(0, 24)}…` : '—'}</code>
        </div>
        <p>{t('vslot_fair_help', { seed: clientSeed })}</p>
      </div>
      {showPays && rules && (
        <div className={styles.overlay} role="dialog" aria-modal="true" data-testid="vslot-paytable">
          <div className={styles.sheet} style={cabinet}>
            <div className={styles.sheetHead}>
              <b>{t('paytable')}</b>
              <span>{t('rtp', { value: `${(rules.rtp * 100).toFixed(2)}%` })}</span>
              <button type="button" className={play.smallBtn} onClick={() => setShowPays(false)}>
                {t('vslot_close')}
              </button>
            </div>
            <p className={styles.rule}>
              {rules.mechanic === 'ways'
                ? t('vslot_rule_ways', { ways })
                : rules.mechanic === 'lines'
                  ? t('vslot_rule_lines', { lines: lineBet })
                  : t('vslot_rule_tumble')}
            </p>
            {rules.scatter && (
              <p className={styles.rule}>{t('vslot_rule_scatter', { spins: rules.scatter.freeSpins, mult: rules.scatter.multiplier })}</p>
            )}
            <div className={styles.payGrid}>
              {rules.symbols.map((symbol) => (
                <div key={symbol} className={styles.payItem}>
                  <span className={styles.paySymbol}>
                    <ThemeSymbol theme={theme} symbol={symbol} />
                  </span>
                  <span className={styles.payCounts}>
                    {rules.pays[symbol].map((p, i) => (
                      <span key={i}>
                        <small>{rules.tiers ? `${rules.tiers[i]}+` : `${i + 3}`}</small> {x(p, rules.divisor)}
                      </span>
                    ))}
                  </span>
                </div>
              ))}
              {rules.wild && (
                <div className={styles.payItem}>
                  <span className={styles.paySymbol}>
                    <ThemeSymbol theme={theme} symbol={rules.wild} />
                  </span>
                  <span className={styles.payCounts}>{t('vslot_wild')}</span>
                </div>
              )}
              {rules.scatter && (
                <div className={styles.payItem}>
                  <span className={styles.paySymbol}>
                    <ThemeSymbol theme={theme} symbol={rules.scatter.symbol} />
                  </span>
                  <span className={styles.payCounts}>
                    {Object.entries(rules.scatter.pays).map(([n, p]) => (
                      <span key={n}>
                        <small>{n}</small> {x(p, rules.divisor)}
                      </span>
                    ))}
                  </span>
                </div>
              )}
            </div>
            {rules.lines && (
              <div className={styles.lines}>
                {rules.lines.map((rows, i) => (
                  <svg key={i} viewBox={`0 0 ${rules.reels * 10} 30`} aria-label={`${i + 1}`}>
                    <rect width={rules.reels * 10} height="30" rx="4" fill="rgba(255,255,255,.08)" />
                    <polyline
                      points={rows.map((row, reel) => `${5 + reel * 10},${5 + row * 10}`).join(' ')}
                      stroke={th.colors[2]}
                      strokeWidth="3"
                      fill="none"
                    />
                  </svg>
                ))}
              </div>
            )}
            <p className={styles.note}>{t(rules.mechanic === 'lines' ? 'vslot_pays_note_lines' : 'vslot_pays_note')}</p>
          </div>
        </div>
      )}
    </GameFrame>
  );
}
