import { formatMoney, useTranslation, type LiveBetType, type LiveHand, type LiveTableState } from '@site/shared';
import { rouletteClass, rouletteReturn, sicboReturn } from '@site/shared/src/games/live-wheel';
import type { Game } from '../../api/lobby.api';
import { GAMES_NS } from '../../i18n/games';
import { LIVE_NS } from '../../i18n/livecasino';
import { ChipRack, GameFrame } from './GameFrame';
import { LiveRoads } from './LiveRoads';
import { FairDetails, LiveWinBar, RoundTop } from './LiveParts';
import { RouletteBoard, RouletteStage, SicBoBoard, SicBoStage, WheelInfo, WheelRoads } from './LiveWheel';
import type { Mode } from './api/play.api';
import { useLiveTable } from './use-live-table';
import styles from './live.module.css';
import play from './play.module.css';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
type Kind = LiveTableState['kind'];
const SPOTS: Record<'BACCARAT' | 'DRAGON_TIGER', ReadonlyArray<{ type: LiveBetType; pays: string }>> = {
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
function returnOf(kind: Kind, hand: LiveHand, bet: string, amount: number): number {
  if (hand.voided) return amount;
  if (kind === 'ROULETTE') return Math.floor(rouletteReturn(hand.pocket ?? -1, bet, amount));
  if (kind === 'SICBO') return sicboReturn(hand.dice ?? [0, 0, 0], bet, amount);
  const type = bet as LiveBetType;
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

/** A bet's key in the table's limits: its class at roulette, the bet itself elsewhere. */
const limitKey = (kind: Kind, type: string) => (kind === 'ROULETTE' ? (rouletteClass(type) ?? type) : type);

/**
 * A live table of the demo provider (baccarat, dragon tiger, roulette or sic bo): the round, its countdown and result
 * come from the table's shared clock (the same for every player at the table); a chip on a spot is a bet on the open
 * round, and the table settles each bet once the result is final. The balance is the wallet the table plays from.
 */
export function LiveTableGame({ mode, backUrl, table, game }: { mode: Mode; backUrl: string; table: string; game: Game }) {
  const { t } = useTranslation(GAMES_NS);
  const { t: tl } = useTranslation(LIVE_NS);
  const live = useLiveTable({ mode, table, returnOf, limitKey });
  const { data, kind, phase, elapsed, seconds, roundNo, hand, result, mineNow } = live;
  const room = data?.room ?? game.roomType ?? 'FREE';
  const cards = kind === 'BACCARAT' || kind === 'DRAGON_TIGER';

  return (
    <GameFrame
      title={game.gameName}
      subtitle={`${game.vendorName} · ${t(`live_room_${room}`)}`}
      balance={live.wallet.balance}
      mode={mode}
      backUrl={backUrl}
    >
      <div className={styles.stage} data-kind={kind}>
        <RoundTop
          label={t('live_round', { id: roundNo })}
          phase={phase}
          seconds={seconds}
          phaseLabel={phase === 'dealing' && !cards ? tl(kind === 'ROULETTE' ? 'spinning' : 'shaking') : t(`live_phase_${phase}`)}
        />
        {kind === 'ROULETTE' ? (
          <RouletteStage hand={hand} elapsed={elapsed} bettingMs={data?.bettingMs ?? 0} dealMs={data?.dealMs ?? 0} />
        ) : kind === 'SICBO' ? (
          <SicBoStage hand={hand} elapsed={elapsed} bettingMs={data?.bettingMs ?? 0} dealMs={data?.dealMs ?? 0} />
        ) : (
          <CardStage kind={kind} hand={hand} result={result} elapsed={elapsed} bettingMs={data?.bettingMs ?? 0} />
        )}
        <p className={styles.phaseText} aria-live="polite" data-testid="live-phase" data-phase={phase}>
          {phase === 'betting'
            ? t('live_place_bets')
            : phase === 'dealing'
              ? cards
                ? t('live_phase_dealing')
                : tl(kind === 'ROULETTE' ? 'spinning' : 'shaking')
              : ''}
          {result &&
            (result.voided ? (
              t('live_cancelled')
            ) : cards ? (
              t(label(kind, `winner_${result.winner}`))
            ) : (
              <WheelResultText hand={result} kind={kind} />
            ))}
        </p>
      </div>

      <LiveWinBar ended={live.ended} mine={mineNow} staked={live.staked} />

      {kind === 'ROULETTE' ? (
        <RouletteBoard
          onSpot={live.onSpot}
          place={live.place}
          closed={live.closed}
          won={result && !result.voided ? result.pocket : undefined}
        />
      ) : kind === 'SICBO' ? (
        <SicBoBoard
          onSpot={live.onSpot}
          place={live.place}
          closed={live.closed}
          dice={result && !result.voided ? result.dice : undefined}
        />
      ) : (
        <div className={styles.spots} data-kind={kind}>
          {SPOTS[kind].map((spot) => (
            <button
              key={spot.type}
              type="button"
              className={`${styles.spot} ${styles[`spot_${spot.type}`] ?? ''} ${result && spotWon(result, spot.type) ? styles.spotWon : ''}`}
              onClick={() => live.place(spot.type)}
              disabled={live.closed}
              data-target={spot.type}
            >
              <b>{t(label(kind, spot.type))}</b>
              <small>{spot.pays}</small>
              <small className={styles.max}>{t('live_max', { amount: formatMoney(data?.limits.max[spot.type] ?? 0, 0) })}</small>
              {live.onSpot(spot.type) > 0 && <span className={styles.stack}>{formatMoney(live.onSpot(spot.type), 0)}</span>}
            </button>
          ))}
        </div>
      )}
      <ChipRack value={live.chip} onChange={live.setChip} />
      {cards ? (
        <p className={styles.info}>
          {t('live_limits', { min: formatMoney(data?.limits.min ?? game.minBet, 0), max: formatMoney(data?.limits.max.banker ?? 0, 0) })}
          {' · '}
          {t(label(kind, 'rtp'), {
            banker: pct(data?.rtp.banker ?? 0),
            player: pct(data?.rtp.player ?? 0),
            tie: pct(data?.rtp.tie ?? 0),
            pair: pct(data?.rtp.playerPair ?? 0),
          })}
        </p>
      ) : (
        data && <WheelInfo state={data} />
      )}

      {data && (cards ? <LiveRoads history={data.history} kind={kind} /> : <WheelRoads history={data.history} kind={kind} />)}

      <FairDetails
        help={cards ? t('live_fair_help') : tl('fair_help')}
        label={t('live_round', { id: roundNo })}
        id={data?.roundId}
        commitment={data?.commitment}
        seed={data?.serverSeed}
      />
    </GameFrame>
  );
}

/** Baccarat and dragon tiger: the two hands, their cards turned one a second after betting closes. */
function CardStage({
  kind,
  hand,
  result,
  elapsed,
  bettingMs,
}: {
  kind: Kind;
  hand: LiveHand | null;
  result: LiveHand | null;
  elapsed: number;
  bettingMs: number;
}) {
  const { t } = useTranslation(GAMES_NS);
  const shown = (side: 'player' | 'banker') =>
    hand ? hand[side].filter((_, i) => elapsed >= bettingMs + FIRST_CARD_MS + dealIndex(hand, side, i) * CARD_MS) : [];
  return (
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
  );
}

/** The result line of a roulette or sic bo round. */
function WheelResultText({ hand, kind }: { hand: LiveHand; kind: Kind }) {
  const { t } = useTranslation(LIVE_NS);
  if (kind === 'ROULETTE') return <span data-testid="live-outcome">{t('rl_result', { n: hand.pocket })}</span>;
  const dice = hand.dice ?? [];
  return <span data-testid="live-outcome">{t('sb_result', { dice: dice.join(' · '), total: dice.reduce((s, d) => s + d, 0) })}</span>;
}

function spotWon(hand: LiveHand, type: LiveBetType): boolean {
  if (hand.voided) return false;
  if (type === 'playerPair') return hand.playerPair;
  if (type === 'bankerPair') return hand.bankerPair;
  return hand.winner === type;
}
