import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  errorText,
  formatMoney,
  toast,
  useTranslation,
  type LiveBet,
  type LiveBetType,
  type LiveHand,
  type LiveTableState,
} from '@site/shared';
import { queryKeys } from '@site/shared/src/query';
import type { Game } from '../../api/lobby.api';
import { GAMES_NS } from '../../i18n/games';
import { CHIPS, ChipRack, GameFrame } from './GameFrame';
import { LiveRoads } from './LiveRoads';
import { fetchLiveTable, placeLiveBet, settleLive, type Mode } from './api/play.api';
import { useProviderGame } from './use-play';
import styles from './live.module.css';
import play from './play.module.css';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
type Kind = LiveTableState['kind'];
const SPOTS: Record<Kind, ReadonlyArray<{ type: LiveBetType; pays: string }>> = {
  BACCARAT: [
    { type: 'playerPair', pays: '11:1' },
    { type: 'tie', pays: '8:1' },
    { type: 'bankerPair', pays: '11:1' },
    { type: 'player', pays: '1:1' },
    { type: 'banker', pays: '0.95:1' },
  ],
  // Dragon tiger: player is the Dragon, banker the Tiger.
  DRAGON_TIGER: [
    { type: 'player', pays: '1:1' },
    { type: 'tie', pays: '11:1' },
    { type: 'banker', pays: '1:1' },
  ],
};
/** The text key of a side, a bet spot or a winner, per kind of table. */
const label = (kind: Kind, key: string) => (kind === 'DRAGON_TIGER' ? `live_dt_${key}` : `live_bac_${key}`);
/** The cards are turned one a second after betting closes, in the dealing order P, B, P, B, then third cards. */
const FIRST_CARD_MS = 600;
const CARD_MS = 1000;

const rankValue = (card: number) => (card % 13 >= 9 ? 0 : (card % 13) + 1);
const totalOf = (cards: readonly number[]) => cards.reduce((sum, c) => sum + rankValue(c), 0) % 10;

/** Position of a card in the dealing order (dragon tiger: Dragon, then Tiger). */
function dealIndex(hand: LiveHand, side: 'player' | 'banker', i: number): number {
  if (hand.player.length === 1) return side === 'player' ? 0 : 1;
  if (i < 2) return side === 'player' ? i * 2 : i * 2 + 1;
  return side === 'player' || hand.player.length < 3 ? 4 : 5;
}

/** What a bet returns on a hand, stake included (free play counts it in the page; real bets are settled by the table). */
function returnOf(kind: Kind, hand: LiveHand, type: LiveBetType, amount: number): number {
  if (hand.voided) return amount;
  if (kind === 'DRAGON_TIGER') {
    if (hand.winner === 'tie') return type === 'tie' ? amount * 12 : Math.floor(amount / 2);
    return type === hand.winner ? amount * 2 : 0;
  }
  const wins = (won: boolean, pays: number) => (won ? amount + Math.floor((amount * pays) / 100) : 0);
  switch (type) {
    case 'player':
      return hand.winner === 'tie' ? amount : wins(hand.winner === 'player', 100);
    case 'banker':
      return hand.winner === 'tie' ? amount : wins(hand.winner === 'banker', 95);
    case 'tie':
      return wins(hand.winner === 'tie', 800);
    case 'playerPair':
      return wins(hand.playerPair, 1100);
    case 'bankerPair':
      return wins(hand.bankerPair, 1100);
  }
}

export function Card({ card }: { card: number }) {
  const suit = Math.floor(card / 13);
  return (
    <div className={`${play.card} ${styles.liveCard}`} style={{ color: suit === 1 || suit === 2 ? '#c81e3a' : '#15151c' }}>
      <span className={play.cardRank}>{RANKS[card % 13]}</span>
      <span className={play.cardSuit}>{SUITS[suit]}</span>
    </div>
  );
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

/**
 * A live table of the demo provider (baccarat or dragon tiger): the round, its countdown, cards and result come from the table's shared
 * clock (the same for every player at the table); a chip on a spot is a bet on the open round, and the table settles
 * each bet once the result is final. The balance is the wallet the table plays from.
 */
export function LiveTableGame({ mode, backUrl, table, game }: { mode: Mode; backUrl: string; table: string; game: Game }) {
  const { t } = useTranslation(GAMES_NS);
  const { playerToken, ended, wallet } = useProviderGame(mode);
  const state = useQuery({
    queryKey: queryKeys.content('live-table', table),
    queryFn: () => fetchLiveTable(table),
    refetchInterval: 2000,
    staleTime: 0,
  });
  const data = state.data;
  const kind: Kind = data?.kind ?? 'BACCARAT';
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  const [chip, setChip] = useState(CHIPS[0]);
  // The player's bets as the table answered them (real money), or the page's own (free play).
  const [bets, setBets] = useState<LiveBet[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ roundNo: number; staked: number; returned: number; voided: boolean } | null>(null);
  const settledRound = useRef<number | null>(null);

  // The table's clock: the server's time when the state was read, moved on by the time since.
  const serverNow = data ? data.now + (now - state.dataUpdatedAt) : now;
  const elapsed = data ? serverNow - data.roundStart : 0;
  const phase = !data ? 'betting' : elapsed < data.bettingMs ? 'betting' : elapsed < data.bettingMs + data.dealMs ? 'dealing' : 'result';
  const roundNo = data?.roundNo ?? 0;
  const roundOver = Boolean(data && elapsed >= data.roundMs);
  const refetch = state.refetch;
  useEffect(() => {
    if (data && (phase !== data.phase || roundOver)) void refetch();
  }, [phase, roundOver, data, refetch]);

  // The first chip the table takes: its minimum bet or more.
  const min = data?.limits.min ?? 0;
  useEffect(() => {
    if (min) setChip((c) => (c >= min ? c : (CHIPS.find((v) => v >= min) ?? c)));
  }, [min]);

  // A player coming back settles what the table still holds for them.
  const settle = async () => {
    if (!playerToken) return null;
    const answer = await settleLive({ token: playerToken, table });
    setBets(answer.bets);
    wallet.settled(answer.balance);
    return answer;
  };
  useEffect(() => {
    if (playerToken) settle().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per player token (settle changes every render)
  }, [playerToken]);

  const roundBets = bets.filter((b) => b.roundNo === roundNo && b.status !== 'refused');
  const onSpot = (type: LiveBetType) => roundBets.filter((b) => b.type === type).reduce((s, b) => s + b.amount, 0);
  const staked = roundBets.reduce((s, b) => s + b.amount, 0);

  // The result is final: settle this round's bets once (the table credits each, or refunds a cancelled round).
  useEffect(() => {
    const hand = data?.hand;
    if (phase !== 'result' || !hand || hand.roundNo !== roundNo || settledRound.current === roundNo) return;
    settledRound.current = roundNo;
    const mine = bets.filter((b) => b.roundNo === roundNo && b.status !== 'refused');
    if (!mine.length) return setOutcome(null);
    const stake = mine.reduce((s, b) => s + b.amount, 0);
    if (mode === 'free') {
      const returned = mine.reduce((s, b) => s + returnOf(kind, hand, b.type as LiveBetType, b.amount), 0);
      wallet.setBalance((b) => (b === null ? b : b + returned));
      setBets((all) =>
        all.map((b) =>
          b.roundNo === roundNo ? { ...b, status: 'settled', win: returnOf(kind, hand, b.type as LiveBetType, b.amount) } : b,
        ),
      );
      return setOutcome({ roundNo, staked: stake, returned, voided: hand.voided });
    }
    settle().then(
      (answer) => {
        const settled = (answer?.bets ?? []).filter((b) => b.roundNo === roundNo && b.win !== null);
        setOutcome({ roundNo, staked: stake, returned: settled.reduce((s, b) => s + (b.win ?? 0), 0), voided: hand.voided });
      },
      (error) => toast.show(errorText(error), 'error'),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per round, when its result is final (the bets and wallet change every render)
  }, [phase, roundNo, data?.hand]);

  const place = async (type: LiveBetType) => {
    if (!data || phase !== 'betting' || busy) return;
    if (mode === 'real' && !playerToken) return;
    if (chip < data.limits.min || onSpot(type) + chip > (data.limits.max[type] ?? 0))
      return toast.show(
        t('live_limit', { min: formatMoney(data.limits.min, 0), max: formatMoney(data.limits.max[type] ?? 0, 0) }),
        'error',
      );
    if (wallet.balance !== null && wallet.balance < chip) return toast.show(t('insufficient'), 'error');
    if (mode === 'free') {
      wallet.setBalance((b) => (b === null ? b : b - chip));
      return setBets((all) => [...all, { betId: String(all.length), roundNo, type, amount: chip, status: 'placed', win: null }]);
    }
    setBusy(true);
    try {
      const answer = await placeLiveBet({ token: playerToken!, table, roundNo, type, amount: chip });
      setBets(answer.bets);
      wallet.settled(answer.balance);
    } catch (error) {
      toast.show(errorText(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const hand = data?.hand && data.hand.roundNo === roundNo && phase !== 'betting' ? data.hand : null;
  const shown = (side: 'player' | 'banker') =>
    hand ? hand[side].filter((_, i) => elapsed >= data!.bettingMs + FIRST_CARD_MS + dealIndex(hand, side, i) * CARD_MS) : [];
  const seconds = data ? Math.max(0, Math.ceil((data.bettingMs - elapsed) / 1000)) : 0;
  const room = data?.room ?? game.roomType ?? 'FREE';
  const rtp = data?.rtp ?? {};
  const result = phase === 'result' && hand ? hand : null;
  const mineNow = outcome && outcome.roundNo === roundNo && result ? outcome : null;

  return (
    <GameFrame
      title={game.gameName}
      subtitle={`${game.vendorName} · ${t(`live_room_${room}`)}`}
      balance={wallet.balance}
      mode={mode}
      backUrl={backUrl}
    >
      <div className={styles.stage}>
        <div className={styles.stageTop}>
          <span className={styles.liveDot}>{t('live_badge')}</span>
          <span className={styles.roundNo} data-testid="live-round">
            {t('live_round', { id: roundNo })}
          </span>
          <span
            className={styles.countdown}
            data-phase={phase}
            data-testid="live-countdown"
            role="timer"
            aria-label={phase === 'betting' ? t('live_closes_in', { seconds }) : t(`live_phase_${phase}`)}
          >
            {phase === 'betting' ? seconds : ''}
          </span>
        </div>
        <div className={styles.hands}>
          {(['player', 'banker'] as const).map((side) => {
            const cards = shown(side);
            const complete = hand && cards.length === hand[side].length;
            return (
              <div
                key={side}
                className={`${play.hand} ${styles.side} ${result && result.winner === side ? play.handWin : ''}`}
                data-side={side}
              >
                <div className={play.handHead}>
                  <span>{t(label(kind, side))}</span>
                  <b data-testid={`live-total-${side}`}>{cards.length && kind === 'BACCARAT' ? totalOf(cards) : ''}</b>
                </div>
                <div className={styles.sideCards} data-complete={complete ? 'true' : 'false'}>
                  {cards.length
                    ? cards.map((c, i) => <Card key={i} card={c} />)
                    : [0, 1].map((i) => <div key={i} className={`${play.cardBack} ${styles.liveCard}`} />)}
                </div>
              </div>
            );
          })}
        </div>
        <p className={styles.phaseText} aria-live="polite" data-testid="live-phase" data-phase={phase}>
          {phase === 'betting'
            ? t('live_place_bets')
            : phase === 'dealing'
              ? t('live_phase_dealing')
              : result
                ? result.voided
                  ? t('live_cancelled')
                  : t(label(kind, `winner_${result.winner}`))
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
            <b className={play.winText}>{t('live_refunded', { amount: formatMoney(mineNow.returned) })}</b>
          ) : mineNow.returned > 0 ? (
            <b className={play.winText} data-testid="live-win">
              {t('you_won', { amount: formatMoney(mineNow.returned) })}
            </b>
          ) : (
            <span>{t('live_no_win')}</span>
          )
        ) : (
          <span>
            {t('total_bet')}: <b>{formatMoney(staked)}</b>
          </span>
        )}
      </div>

      <div className={styles.spots} data-kind={kind}>
        {SPOTS[kind].map((spot) => (
          <button
            key={spot.type}
            type="button"
            className={`${styles.spot} ${styles[`spot_${spot.type}`] ?? ''} ${result && spotWon(result, spot.type) ? styles.spotWon : ''}`}
            onClick={() => place(spot.type)}
            disabled={phase !== 'betting' || busy || (mode === 'real' && !playerToken)}
            data-target={spot.type}
          >
            <b>{t(label(kind, spot.type))}</b>
            <small>{spot.pays}</small>
            <small className={styles.max}>{t('live_max', { amount: formatMoney(data?.limits.max[spot.type] ?? 0, 0) })}</small>
            {onSpot(spot.type) > 0 && <span className={styles.stack}>{formatMoney(onSpot(spot.type), 0)}</span>}
          </button>
        ))}
      </div>
      <ChipRack value={chip} onChange={setChip} />
      <p className={styles.info}>
        {t('live_limits', { min: formatMoney(data?.limits.min ?? game.minBet, 0), max: formatMoney(data?.limits.max.banker ?? 0, 0) })}
        {' · '}
        {t(label(kind, 'rtp'), {
          banker: pct(rtp.banker ?? 0),
          player: pct(rtp.player ?? 0),
          tie: pct(rtp.tie ?? 0),
          pair: pct(rtp.playerPair ?? 0),
        })}
      </p>

      {data && <LiveRoads history={data.history} kind={kind} />}

      <details className={styles.fair}>
        <summary>{t('fair_title')}</summary>
        <p>{t('live_fair_help')}</p>
        <dl>
          <dt>{t('live_round', { id: roundNo })}</dt>
          <dd>{data?.roundId}</dd>
          <dt>{t('server_seed_hash')}</dt>
          <dd className={styles.code}>{data?.commitment}</dd>
          <dt>{t('revealed_seed')}</dt>
          <dd className={styles.code}>{data?.serverSeed ?? t('live_seed_after')}</dd>
        </dl>
      </details>
    </GameFrame>
  );
}

function spotWon(hand: LiveHand, type: LiveBetType): boolean {
  if (hand.voided) return false;
  if (type === 'playerPair') return hand.playerPair;
  if (type === 'bankerPair') return hand.bankerPair;
  return hand.winner === type;
}
