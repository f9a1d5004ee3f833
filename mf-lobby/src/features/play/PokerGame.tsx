import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorText, formatMoney, toast, useTranslation, type PokerActionType, type PokerView } from '@site/shared';
import { queryKeys } from '@site/shared/src/query';
import type { Game } from '../../api/lobby.api';
import { GAMES_NS } from '../../i18n/games';
import { GameFrame } from './GameFrame';
import { Card } from './LiveTableGame';
import type { Mode } from './api/play.api';
import { fetchPokerTable, pokerAct, pokerState, sitPoker, standPoker } from './api/poker.api';
import { useProviderGame } from './use-play';
import styles from './poker.module.css';
import live from './live.module.css';
import play from './play.module.css';

const POLL_MS = 1000;
const SEATED = ['pending', 'waiting', 'playing'];
const money0 = (v: number) => formatMoney(v, v % 100 === 0 ? 0 : 2);

/**
 * A heads-up Hold'em table of the demo provider: buy in, get matched with another player at the same stakes (or the
 * house bot), play hands in turn against the table's timer, stand up with the stack. The table server decides
 * everything; the page shows the table it answers (read every second) and sends the player's moves.
 */
export function PokerGame({ mode, backUrl, game }: { mode: Mode; backUrl: string; game: Game }) {
  const { t } = useTranslation(GAMES_NS);
  const { playerToken, ended, wallet } = useProviderGame(mode);
  const info = useQuery({ queryKey: queryKeys.content('poker-table', game.gameId), queryFn: () => fetchPokerTable(game.gameId) });
  const stakes = info.data?.stakes;
  const rake = info.data?.rake;
  const [buyIn, setBuyIn] = useState(0);
  // 100 big blinds to start with, or what the wallet holds when that is less.
  const held = wallet.balance;
  useEffect(() => {
    if (!stakes || buyIn || (mode === 'real' && held === null)) return;
    const affordable = held === null ? stakes.maxBuyIn : Math.floor(held / stakes.bb) * stakes.bb;
    setBuyIn(Math.max(stakes.minBuyIn, Math.min(stakes.bb * 100, affordable)));
  }, [stakes, buyIn, held, mode]);
  const [seat, setSeat] = useState<PokerView | null>(null);
  const [busy, setBusy] = useState(false);
  const [raiseTo, setRaiseTo] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [skew, setSkew] = useState(0);

  const take = (v: PokerView) => {
    setSeat(v);
    setSkew(v.now - Date.now());
  };
  const seatId = seat?.seatId;
  const seated = Boolean(seat && SEATED.includes(seat.status));
  // The table moves on by itself (the opponent, the timer, the next hand): read it every second while seated.
  useEffect(() => {
    if (!seated || !playerToken || !seatId) return;
    const timer = window.setInterval(() => {
      pokerState({ token: playerToken, seatId }).then(take, () => undefined);
      setNow(Date.now());
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [seated, playerToken, seatId]);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);

  const table = seat?.table ?? null;
  const legal = table?.open && table.toAct === 'me' && !table.result ? table.legal : null;
  const minTo = legal?.minRaiseTo ?? 0;
  const maxTo = legal?.maxRaiseTo ?? 0;
  // The raise slider starts at the minimum each time the player's turn comes.
  useEffect(() => {
    setRaiseTo(minTo);
  }, [minTo, table?.handNo, table?.street]);

  const run = async (fn: () => Promise<PokerView>, settle = false) => {
    if (busy) return;
    setBusy(true);
    try {
      const v = await fn();
      take(v);
      if (settle) wallet.settled(v.balance);
    } catch (error) {
      toast.show(errorText(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  const sit = () => {
    if (!playerToken || !stakes) return;
    if (wallet.balance !== null && wallet.balance < buyIn) return toast.show(t('insufficient'), 'error');
    void run(() => sitPoker({ token: playerToken, game: game.gameId, buyIn }), true);
  };
  const move = (type: PokerActionType, to?: number) =>
    playerToken &&
    seat &&
    table &&
    run(() =>
      pokerAct({ token: playerToken, seatId: seat.seatId, handNo: table.handNo, street: table.street, actionNo: table.actionNo, type, to }),
    );
  // The next buy-in starts again from what the wallet holds then.
  const standUp = () =>
    playerToken && seat && run(() => standPoker({ token: playerToken, seatId: seat.seatId }), true).then(() => setBuyIn(0));

  const serverNow = now + skew;
  const seconds = (at: number | null) => (at === null ? 0 : Math.max(0, Math.ceil((at - serverNow) / 1000)));
  const pot = table ? table.pot + table.bets.me + table.bets.opponent : 0;
  const unit = seat?.stakes.sb ?? 100;
  const quick = (fraction: number) =>
    Math.max(minTo, Math.min(maxTo, (table?.bets.opponent ?? 0) + Math.round(((pot + (legal?.call ?? 0)) * fraction) / unit) * unit));
  const isBet = table ? table.bets.opponent === 0 : false;
  const closed = seat && !seated;

  return (
    <GameFrame
      title={game.gameName}
      subtitle={`${game.vendorName} · ${stakes ? t('poker_blinds', { sb: money0(stakes.sb), bb: money0(stakes.bb) }) : ''}`}
      balance={wallet.balance}
      mode={mode}
      backUrl={backUrl}
    >
      <div className={styles.felt} data-testid="poker-table" data-status={seat?.status ?? 'none'}>
        <Seat
          side="opponent"
          name={table ? (table.opponent.bot ? t('poker_bot') : t('poker_player', { name: table.opponent.name })) : '—'}
          stack={table?.stacks.opponent ?? null}
          bet={table?.bets.opponent ?? 0}
          cards={table ? (table.opponentCards ?? [-1, -1]) : []}
          button={table?.button === 'opponent'}
          acting={Boolean(table?.open && table.toAct === 'opponent')}
          won={table?.result ? table.result.winner === 'opponent' || table.result.winner === 'split' : false}
          hand={table?.result?.opponentHand ? t(`poker_hand_${table.result.opponentHand}`) : null}
        />
        <div className={styles.board}>
          <div className={styles.boardCards} data-testid="poker-board">
            {[0, 1, 2, 3, 4].map((i) =>
              table && table.board[i] !== undefined ? (
                <Card key={i} card={table.board[i]} />
              ) : (
                <div key={i} className={`${play.card} ${styles.slot}`} />
              ),
            )}
          </div>
          <div className={styles.pot} data-testid="poker-pot">
            {t('poker_pot')} <b>{money0(pot)}</b>
          </div>
        </div>
        <Seat
          side="me"
          name={t('poker_you')}
          stack={seat ? (table?.open ? table.stacks.me : seat.stack) : null}
          bet={table?.bets.me ?? 0}
          cards={table?.myCards ?? []}
          button={table?.button === 'me'}
          acting={Boolean(legal)}
          won={table?.result ? table.result.winner !== 'opponent' : false}
          hand={table?.result?.myHand ? t(`poker_hand_${table.result.myHand}`) : null}
        />
      </div>

      <div className={play.winBar} aria-live="polite" data-testid="poker-status">
        {ended ? (
          <span role="alert" data-testid="game-ended">
            {ended}
          </span>
        ) : (
          <StatusLine seat={seat} seconds={seconds} />
        )}
      </div>

      {legal && table && (
        <div className={styles.actions} data-testid="poker-actions">
          <div className={styles.row}>
            <button type="button" className={styles.fold} onClick={() => move('fold')} disabled={busy} data-action="fold">
              {t('poker_fold')}
            </button>
            {legal.check ? (
              <button type="button" className={styles.call} onClick={() => move('check')} disabled={busy} data-action="check">
                {t('poker_check')}
              </button>
            ) : (
              <button type="button" className={styles.call} onClick={() => move('call')} disabled={busy} data-action="call">
                {t('poker_call', { amount: money0(legal.call) })}
              </button>
            )}
            {legal.minRaiseTo !== null && (
              <button
                type="button"
                className={styles.raise}
                onClick={() => move(isBet ? 'bet' : 'raise', raiseTo)}
                disabled={busy}
                data-action="raise"
              >
                {raiseTo >= maxTo ? t('poker_all_in') : t(isBet ? 'poker_bet' : 'poker_raise', { amount: money0(raiseTo) })}
              </button>
            )}
          </div>
          {legal.minRaiseTo !== null && minTo < maxTo && (
            <div className={styles.sizing}>
              <input
                type="range"
                min={minTo}
                max={maxTo}
                step={seat?.stakes.sb ?? 1}
                value={raiseTo}
                onChange={(e) => setRaiseTo(Math.min(maxTo, Number(e.target.value)))}
                aria-label={t(isBet ? 'poker_bet' : 'poker_raise', { amount: money0(raiseTo) })}
              />
              <div className={styles.quick}>
                <button type="button" onClick={() => setRaiseTo(minTo)}>
                  {t('poker_min')}
                </button>
                <button type="button" onClick={() => setRaiseTo(quick(0.5))}>
                  {t('poker_half_pot')}
                </button>
                <button type="button" onClick={() => setRaiseTo(quick(1))}>
                  {t('poker_pot_size')}
                </button>
                <button type="button" onClick={() => setRaiseTo(maxTo)}>
                  {t('poker_all_in')}
                </button>
              </div>
            </div>
          )}
        </div>
      )}

      {(!seat || closed) && stakes && (
        <div className={styles.buyIn}>
          {mode === 'free' ? (
            <p className={styles.note}>{t('poker_real_only')}</p>
          ) : (
            <>
              <label className={styles.buyInLabel}>
                <span>{t('poker_buy_in')}</span>
                <b data-testid="poker-buy-in">{money0(buyIn)}</b>
              </label>
              <input
                type="range"
                min={stakes.minBuyIn}
                max={stakes.maxBuyIn}
                step={stakes.bb}
                value={buyIn}
                onChange={(e) => setBuyIn(Number(e.target.value))}
                aria-label={t('poker_buy_in')}
              />
              <small>{t('poker_buy_in_range', { min: money0(stakes.minBuyIn), max: money0(stakes.maxBuyIn) })}</small>
              <button type="button" className={styles.sit} onClick={sit} disabled={busy || !playerToken} data-testid="poker-sit">
                {closed ? t('poker_sit_again') : t('poker_sit')}
              </button>
            </>
          )}
        </div>
      )}
      {seated && (
        <div className={styles.standRow}>
          <span>{table ? t('poker_hand_no', { n: table.handNo }) : ''}</span>
          <button type="button" className={styles.stand} onClick={standUp} disabled={busy} data-testid="poker-stand">
            {t('poker_stand')}
          </button>
        </div>
      )}

      <p className={live.info}>
        {t('poker_rules')}
        {rake && ` · ${t('poker_rake', { percent: rake.percent, cap: stakes ? money0(stakes.bb * rake.capBb) : '' })}`}
      </p>

      <details className={live.fair}>
        <summary>{t('fair_title')}</summary>
        <p>{t('poker_fair_help')}</p>
        {table && (
          <dl>
            <dt>{t('poker_hand_no', { n: table.handNo })}</dt>
            <dd className={live.code}>{table.clientSeed}</dd>
            <dt>{t('server_seed_hash')}</dt>
            <dd className={live.code}>{table.commitment}</dd>
            <dt>{t('revealed_seed')}</dt>
            <dd className={live.code} data-testid="poker-seed">
              {table.serverSeed ?? t('poker_seed_after')}
            </dd>
            <dt>{t('poker_next_commitment')}</dt>
            <dd className={live.code}>{table.nextCommitment}</dd>
          </dl>
        )}
      </details>
    </GameFrame>
  );
}

function Seat(p: {
  side: 'me' | 'opponent';
  name: string;
  stack: number | null;
  bet: number;
  cards: number[];
  button: boolean;
  acting: boolean;
  won: boolean;
  hand: string | null;
}) {
  return (
    <div className={`${styles.seat} ${p.acting ? styles.acting : ''} ${p.won ? styles.won : ''}`} data-side={p.side}>
      <div className={styles.seatHead}>
        <span className={styles.name}>
          {p.name}
          {p.button && <i className={styles.dealer}>D</i>}
        </span>
        {p.stack !== null && <b data-testid={`poker-stack-${p.side}`}>{money0(p.stack)}</b>}
      </div>
      <div className={styles.cards}>
        {p.cards.map((c, i) => (c < 0 ? <div key={i} className={`${play.cardBack} ${styles.back}`} /> : <Card key={i} card={c} />))}
        {p.bet > 0 && <span className={styles.bet}>{money0(p.bet)}</span>}
      </div>
      {p.hand && <span className={styles.handName}>{p.hand}</span>}
    </div>
  );
}

function StatusLine({ seat, seconds }: { seat: PokerView | null; seconds: (at: number | null) => number }) {
  const { t } = useTranslation(GAMES_NS);
  if (!seat) return <span>{t('poker_pick_buy_in')}</span>;
  const table = seat.table;
  switch (seat.status) {
    case 'pending':
    case 'waiting':
      return <span data-testid="poker-waiting">{table ? t('poker_opponent_left') : t('poker_waiting')}</span>;
    case 'cancelled':
    case 'cancelling':
      return <b className={play.winText}>{t('poker_refunded', { amount: money0(seat.buyIn) })}</b>;
    case 'closed':
    case 'cashing':
      return (
        <b className={play.winText} data-testid="poker-cashed-out">
          {seat.cashOut ? t('poker_cashed_out', { amount: money0(seat.cashOut) }) : t('poker_busted')}
        </b>
      );
    case 'refused':
      return <span>{t('insufficient')}</span>;
  }
  if (!table) return null;
  const r = table.result;
  if (r) {
    const text =
      r.winner === 'split'
        ? t('poker_split', { amount: money0(r.won) })
        : r.winner === 'me'
          ? t('poker_you_win', { amount: money0(r.won) })
          : r.folded === 'me'
            ? t('poker_folded_me')
            : t('poker_they_win');
    return (
      <span data-testid="poker-result" data-winner={r.winner}>
        <b className={r.winner === 'opponent' ? undefined : play.winText}>{text}</b>
        {r.folded === 'opponent' && <small> · {t('poker_folded_them')}</small>}
        {table.nextHandAt !== null && <small> · {t('poker_next_hand', { seconds: seconds(table.nextHandAt) })}</small>}
      </span>
    );
  }
  return (
    <span data-testid="poker-turn" data-turn={table.toAct ?? ''}>
      {table.toAct === 'me'
        ? t('poker_your_turn', { seconds: seconds(table.deadline) })
        : t('poker_their_turn', { seconds: seconds(table.deadline) })}
    </span>
  );
}
