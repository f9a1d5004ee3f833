import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, errorText, formatMoney, toast, useTranslation, type FishBatch } from '@site/shared';
import { queryKeys } from '@site/shared/src/query';
import type { Game } from '../../api/lobby.api';
import { FISHING_NS } from '../../i18n/fishing';
import { GameFrame } from './GameFrame';
import { FishingScene, THEMES, type Landed } from './fishing-scene';
import { fetchFishGame, sendFishBatch } from './api/fishing.api';
import { newRoundId, type Mode } from './api/play.api';
import { useProviderGame } from './use-play';
import styles from './fishing.module.css';
import liveStyles from './live.module.css';
import play from './play.module.css';

/** The page sends its landed shots every 2 s, or at once when 20 wait. */
const BATCH_MS = 2000;
const BATCH_SHOTS = 20;
const RETRY_MS = 3000;
const HOLD_FIRE_MS = 220;
const MAX_BULLETS = 24;
const THEME_OF: Record<string, keyof typeof THEMES> = { JILI: 'ocean', JOKER: 'neon', SG: 'toxic', CQ9: 'reef' };

interface PendingShot {
  fishId: number;
  kind: number;
  stake: number;
}

const pct = (x: number, digits = 0) => `${(x * 100).toFixed(digits)}%`;
/** A transient failure (the network, the server): the same batch is sent again later; a refusal (4xx) is final. */
const transient = (error: unknown) => !(error instanceof ApiError) || error.status >= 500 || error.status === 429;

/**
 * The demo vendor's fishing room (JILI, JOKER, SG, CQ9 in their own colours, one engine): the player taps the sea and
 * the cannon fires at once; each bullet that strikes a fish is a shot, sent to the vendor in batches (every 2 s or 20
 * shots) which decides the catches and settles the batch. The balance shown is the wallet's less the stakes of the
 * shots not yet settled (the page never fires what it could not pay).
 */
export function FishingGame({ mode, backUrl, game }: { mode: Mode; backUrl: string; game: Game }) {
  const { t } = useTranslation(FISHING_NS);
  const { playerToken, ended, wallet } = useProviderGame(mode);
  const themeKey = THEME_OF[game.vassalage] ?? 'ocean';
  const theme = THEMES[themeKey];
  // The open batch: its seed hash is shown before its first shot.
  const [batchId, setBatchId] = useState(newRoundId);
  const batchRef = useRef(batchId);
  const [clientSeed] = useState(() => newRoundId().slice(0, 16));
  const room = useQuery({
    queryKey: queryKeys.content('fishing', game.gameId, batchId),
    queryFn: () => fetchFishGame(game.gameId, batchId),
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });
  const levels = room.data?.levels ?? [];
  const [levelIx, setLevelIx] = useState(0);
  const stake = levels[levelIx] ?? 0;
  const [reserved, setReserved] = useState(0);
  const [stats, setStats] = useState({ shots: 0, won: 0, batches: 0, waiting: 0 });
  const [last, setLast] = useState<FishBatch | null>(null);

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const seaRef = useRef<HTMLDivElement>(null);
  const sceneRef = useRef<FishingScene | null>(null);
  // Shots in the air (shot id -> stake), landed and waiting for a batch, the batch being settled.
  const fired = useRef(new Map<number, number>());
  const pending = useRef<PendingShot[]>([]);
  const firstPendingAt = useRef(0);
  const inflight = useRef(false);
  const reservedRef = useRef(0);
  // While a batch is being settled the wallet's balance is the one read before it went (a read in between may or may
  // not have its debit yet, while its stakes are still held): the vendor's answer then replaces both.
  const frozen = useRef<number | null>(null);
  const balanceRef = useRef<number | null>(null);
  balanceRef.current = frozen.current ?? wallet.balance;
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const reserve = useCallback((delta: number) => {
    reservedRef.current += delta;
    setReserved(reservedRef.current);
  }, []);
  const countWaiting = useCallback(
    () => setStats((s) => ({ ...s, waiting: fired.current.size + pending.current.length + (inflight.current ? 1 : 0) })),
    [],
  );

  // The sea: one scene per canvas, sized to its box, paused while the tab is hidden.
  useEffect(() => {
    const canvas = canvasRef.current!;
    const scene = new FishingScene(canvas, theme);
    sceneRef.current = scene;
    const box = seaRef.current!;
    const size = () => scene.resize(box.clientWidth, box.clientHeight);
    size();
    const observer = new ResizeObserver(size);
    observer.observe(box);
    const visibility = () => (document.hidden ? scene.stop() : scene.start());
    document.addEventListener('visibilitychange', visibility);
    visibility();
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', visibility);
      scene.stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one scene for the page; the theme is set below
  }, []);
  useEffect(() => sceneRef.current?.setTheme(theme), [theme]);
  useEffect(() => sceneRef.current?.setLevel(levelIx), [levelIx]);
  useEffect(() => {
    if (sceneRef.current)
      sceneRef.current.onLanded = ({ shotId, fishId, kind }: Landed) => {
        const shotStake = fired.current.get(shotId);
        if (shotStake === undefined) return;
        fired.current.delete(shotId);
        if (!pending.current.length) firstPendingAt.current = Date.now();
        pending.current.push({ fishId, kind, stake: shotStake });
        countWaiting();
      };
  }, [countWaiting]);

  /** Free play decides the catches in the page with the room's stated chances (no money moves). */
  const freeBatch = useCallback(
    (id: string, shots: PendingShot[]): FishBatch => {
      const kinds = room.data?.kinds ?? [];
      const decided = shots.map((s) => {
        const k = kinds[s.kind];
        const hit = Boolean(k) && Math.random() < k.probability;
        return { kind: s.kind, stake: s.stake, hit, win: hit ? s.stake * k.multiplier : 0 };
      });
      const total = decided.reduce((a, s) => a + s.stake, 0);
      const win = decided.reduce((a, s) => a + s.win, 0);
      const balance = (balanceRef.current ?? 0) - total + win;
      wallet.setBalance(balance);
      return {
        batchId: id,
        status: 'settled',
        refusal: null,
        shots: decided,
        stake: total,
        win,
        clientSeed,
        commitment: '',
        serverSeed: '',
        balance,
      };
    },
    [room.data, clientSeed, wallet],
  );

  // Sends the landed shots as one batch (the vendor settles it), then takes the next batch id.
  const flush = useCallback(async () => {
    if (inflight.current || !pending.current.length || !room.data) return;
    if (mode === 'real' && !playerToken) return;
    const shots = pending.current.splice(0, Math.min(BATCH_SHOTS, room.data.maxShots));
    const id = batchRef.current;
    const next = newRoundId();
    batchRef.current = next;
    setBatchId(next);
    inflight.current = true;
    frozen.current = balanceRef.current;
    countWaiting();
    const body = {
      token: playerToken ?? '',
      game: game.gameId,
      batchId: id,
      clientSeed,
      shots: shots.map(({ kind, stake: s }) => ({ kind, stake: s })),
    };
    const staked = shots.reduce((a, s) => a + s.stake, 0);
    let answer: FishBatch | null = null;
    try {
      for (;;) {
        try {
          answer = mode === 'free' ? freeBatch(id, shots) : await sendFishBatch(body);
          break;
        } catch (error) {
          if (!transient(error) || !live.current) throw error;
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
      }
    } catch (error) {
      toast.show(errorText(error), 'error');
    }
    inflight.current = false;
    // The answer's balance until the wallet's query has it too (its update reaches the page a tick later).
    frozen.current = answer && mode === 'real' ? answer.balance : null;
    window.setTimeout(() => {
      if (!inflight.current) frozen.current = null;
      countWaiting();
    }, 300);
    reserve(-staked);
    if (!answer) return countWaiting();
    if (mode === 'real') wallet.settled(answer.balance);
    setLast(answer);
    if (answer.status === 'settled') {
      answer.shots.forEach((s, i) => {
        if (s.hit) sceneRef.current?.catchFish(shots[i].fishId, `+${formatMoney(s.win)}`);
      });
    } else if (answer.status === 'refused') {
      // Refused whole (the wallet had less than the page knew): its stakes are released, nothing was charged.
      const why = answer.refusal ?? 'fishing.batch.refused';
      const text = errorText(new ApiError(why, '', 409));
      toast.show(why === 'fishing.batch.refused' ? text : `${text}: ${t('refused')}`, 'error');
    } else {
      toast.show(t('cancelled', { count: shots.length, amount: formatMoney(answer.stake) }), 'info');
    }
    const settledShots = answer.status === 'settled' ? shots.length : 0;
    setStats((s) => ({
      ...s,
      shots: s.shots + settledShots,
      won: s.won + (answer.status === 'settled' ? answer.win : 0),
      batches: s.batches + 1,
    }));
    countWaiting();
  }, [room.data, mode, playerToken, game.gameId, clientSeed, freeBatch, reserve, wallet, t, countWaiting]);

  // The batch clock: every 2 s, or 20 shots, or at once when the tab is hidden.
  useEffect(() => {
    const timer = window.setInterval(() => {
      const due = pending.current.length >= BATCH_SHOTS || Date.now() - firstPendingAt.current >= BATCH_MS || document.hidden;
      if (pending.current.length && due) void flush();
    }, 250);
    return () => window.clearInterval(timer);
  }, [flush]);

  const warned = useRef(0);
  const fire = useCallback(() => {
    const scene = sceneRef.current;
    if (!scene || !stake || (mode === 'real' && !playerToken) || scene.inFlight >= MAX_BULLETS) return;
    const available = (balanceRef.current ?? 0) - reservedRef.current;
    if (available < stake) {
      if (Date.now() - warned.current > 2500) toast.show(t('insufficient'), 'error');
      warned.current = Date.now();
      return;
    }
    const id = scene.fire();
    fired.current.set(id, stake);
    reserve(stake);
    countWaiting();
  }, [stake, mode, playerToken, reserve, t, countWaiting]);

  // Touch: a tap fires at the point; holding keeps firing where the finger is.
  const hold = useRef<number | null>(null);
  const pointAt = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    sceneRef.current?.aim(e.clientX - r.left, e.clientY - r.top);
  };
  const release = () => {
    if (hold.current !== null) window.clearInterval(hold.current);
    hold.current = null;
  };
  useEffect(() => release, []);

  const base = frozen.current ?? wallet.balance;
  const balance = base === null ? null : Math.max(0, base - reserved);
  const kinds = room.data?.kinds ?? [];
  const nameOf = (kind: number) => (kind === 7 ? t(`boss_${themeKey}`) : t(`fish_${kind}`));
  const disabled = mode === 'real' && !playerToken;

  return (
    <GameFrame title={game.gameName} subtitle={game.vendorName} balance={balance} mode={mode} backUrl={backUrl}>
      <div className={styles.sea} ref={seaRef} data-theme-key={themeKey}>
        <canvas
          ref={canvasRef}
          className={styles.canvas}
          data-testid="fish-sea"
          aria-label={t('sea')}
          role="img"
          onPointerDown={(e) => {
            if (disabled) return;
            e.currentTarget.setPointerCapture(e.pointerId);
            pointAt(e);
            fire();
            release();
            hold.current = window.setInterval(fire, HOLD_FIRE_MS);
          }}
          onPointerMove={(e) => hold.current !== null && pointAt(e)}
          onPointerUp={release}
          onPointerCancel={release}
        />
        <p className={styles.hint}>{t('hint')}</p>
      </div>

      <div className={play.winBar} aria-live="polite">
        {ended ? (
          <span role="alert" data-testid="game-ended">
            {ended}
          </span>
        ) : (
          <span
            className={styles.stats}
            data-testid="fish-stats"
            data-batches={stats.batches}
            data-waiting={stats.waiting}
            data-last={last?.status ?? ''}
          >
            {t('shots')} <b>{stats.shots}</b> · {t('won')} <b>{formatMoney(stats.won)}</b>
          </span>
        )}
      </div>

      <div className={styles.cannonBar}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('level_down')}
          onClick={() => setLevelIx((i) => Math.max(0, i - 1))}
          disabled={levelIx === 0}
        >
          −
        </button>
        <div className={styles.stake}>
          <small>{t('stake')}</small>
          <b data-testid="fish-stake">{formatMoney(stake)}</b>
        </div>
        <button
          type="button"
          className={styles.step}
          aria-label={t('level_up')}
          data-testid="fish-level-up"
          onClick={() => setLevelIx((i) => Math.min(levels.length - 1, i + 1))}
          disabled={levelIx >= levels.length - 1}
        >
          +
        </button>
      </div>

      <p className={styles.rtp} data-testid="fish-rtp">
        {t('rtp', { rtp: pct(room.data?.rtp ?? 0.96) })}
      </p>
      <section className={styles.pays} aria-label={t('pays')}>
        {kinds.map((k) => (
          <div key={k.kind} className={styles.pay} title={t('chance', { chance: pct(k.probability, 2) })}>
            <i style={{ background: `linear-gradient(${theme.fish[k.kind][0]}, ${theme.fish[k.kind][1]})` }} />
            <span>{nameOf(k.kind)}</span>
            <b>{k.multiplier}x</b>
          </div>
        ))}
      </section>

      {mode === 'real' && (
        <details className={liveStyles.fair}>
          <summary>{t('fair_title', { ns: 'games' })}</summary>
          <p>{t('fair_help')}</p>
          <dl>
            <dt>{t('client_seed')}</dt>
            <dd className={liveStyles.code}>{clientSeed}</dd>
            <dt>{t('next_hash')}</dt>
            <dd className={liveStyles.code}>{room.data?.commitment}</dd>
            {last && last.serverSeed && (
              <>
                <dt>
                  {t('last_batch')} {last.batchId}
                </dt>
                <dd className={liveStyles.code}>
                  {last.commitment}
                  <br />
                  {last.serverSeed}
                </dd>
              </>
            )}
          </dl>
        </details>
      )}
    </GameFrame>
  );
}
