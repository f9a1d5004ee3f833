import { useState } from 'react';
import { errorText, formatMoney, toast, useTranslation, type BaccaratOutcome } from '@site/shared';
import { GAMES_NS } from '../../i18n/games';
import { BetTotal, ChipRack, GameFrame } from './GameFrame';
import { FairPanel } from './FairPanel';
import { playBgs, type Mode } from './api/play.api';
import { useCatalogueGame, useGameBalance } from './use-play';
import styles from './play.module.css';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const SPOTS = [
  { type: 'playerPair', pays: '11:1' },
  { type: 'tie', pays: '8:1' },
  { type: 'bankerPair', pays: '11:1' },
  { type: 'player', pays: '1:1' },
  { type: 'banker', pays: '0.95:1' },
] as const;

function Card({ card, delay }: { card: number; delay: number }) {
  const suit = Math.floor(card / 13);
  return (
    <div className={styles.card} style={{ animationDelay: `${delay}ms`, color: suit === 1 || suit === 2 ? '#c81e3a' : '#15151c' }}>
      <span className={styles.cardRank}>{RANKS[card % 13]}</span>
      <span className={styles.cardSuit}>{SUITS[suit]}</span>
    </div>
  );
}

export function BaccaratGame({ mode, backUrl, nodeId }: { mode: Mode; backUrl: string; nodeId: string | null }) {
  const { t } = useTranslation(GAMES_NS);
  const game = useCatalogueGame(nodeId);
  const wallet = useGameBalance(mode);
  const [chip, setChip] = useState(1000);
  const [bets, setBets] = useState<Record<string, number>>({});
  // The hand with what was staked on it: a push (tie on a player or banker bet) returns the stake, it wins nothing.
  const [hand, setHand] = useState<(BaccaratOutcome & { stake: number }) | null>(null);
  const [busy, setBusy] = useState(false);
  const [rounds, setRounds] = useState(0);
  const total = Object.values(bets).reduce((a, b) => a + b, 0);

  const deal = async () => {
    if (busy) return;
    if (total === 0) return toast.show(t('no_bets'), 'info');
    if (wallet.balance !== null && wallet.balance < total) return toast.show(t('insufficient'), 'error');
    setBusy(true);
    setHand(null);
    if (mode === 'free') wallet.setBalance((b) => (b === null ? b : b - total));
    try {
      const round = await playBgs<BaccaratOutcome>('baccarat', mode, {
        bets: Object.entries(bets).map(([type, amount]) => ({ type, amount })),
      });
      setHand({ ...round.outcome, stake: total });
      const cards = round.outcome.player.length + round.outcome.banker.length;
      window.setTimeout(
        () => {
          setBusy(false);
          setRounds((n) => n + 1);
          if (mode === 'free') wallet.setBalance((b) => (b === null ? b : b + round.win));
          else wallet.settled(round.balance);
        },
        cards * 350 + 300,
      );
    } catch (error) {
      setBusy(false);
      if (mode === 'free') wallet.setBalance((b) => (b === null ? b : b + total));
      toast.show(errorText(error), 'error');
    }
  };

  return (
    <GameFrame
      title={game?.gameName ?? ''}
      subtitle={t('rtp', { value: `${t('banker')} 98.94%` })}
      balance={wallet.balance}
      mode={mode}
      backUrl={backUrl}
    >
      <div className={styles.felt}>
        {(['player', 'banker'] as const).map((side) => (
          <div key={side} className={`${styles.hand} ${hand && !busy && hand.winner === side ? styles.handWin : ''}`}>
            <div className={styles.handHead}>
              <span>{t(side)}</span>
              <b>{hand && !busy ? (side === 'player' ? hand.playerTotal : hand.bankerTotal) : ''}</b>
            </div>
            <div className={styles.cards}>
              {hand
                ? (side === 'player' ? hand.player : hand.banker).map((c, i) => (
                    <Card key={i} card={c} delay={(side === 'player' ? i * 2 : i * 2 + 1) * 350} />
                  ))
                : [0, 1].map((i) => <div key={i} className={styles.cardBack} />)}
            </div>
          </div>
        ))}
      </div>
      <div className={styles.winBar} aria-live="polite" data-testid="baccarat-result">
        {hand && !busy ? (
          <b className={styles.winText}>
            {t(`winner_${hand.winner}`)}{' '}
            {hand.win > 0 ? `· ${t(hand.win === hand.stake ? 'stake_returned' : 'you_won', { amount: formatMoney(hand.win) })}` : ''}
          </b>
        ) : (
          <span>
            {t('total_bet')}: {formatMoney(total)}
          </span>
        )}
      </div>
      <div className={styles.spots}>
        {SPOTS.map((spot) => (
          <button
            key={spot.type}
            type="button"
            className={`${styles.spot} ${styles[`spot_${spot.type}`] ?? ''}`}
            onClick={() => !busy && setBets((b) => ({ ...b, [spot.type]: (b[spot.type] ?? 0) + chip }))}
            data-target={spot.type}
          >
            <b>{t(spot.type)}</b>
            <small>{spot.pays}</small>
            {bets[spot.type] ? <span className={styles.rChip}>{formatMoney(bets[spot.type])}</span> : null}
          </button>
        ))}
      </div>
      <ChipRack value={chip} onChange={setChip} />
      <div className={styles.controls}>
        <button type="button" className={styles.smallBtn} onClick={() => setBets({})} disabled={busy}>
          {t('clear')}
        </button>
        <button type="button" className={styles.spinBtn} onClick={deal} disabled={busy} data-testid="deal">
          <span>{t('deal')}</span>
        </button>
        <BetTotal amount={total} />
      </div>
      {mode === 'real' && <FairPanel game="baccarat" refreshKey={rounds} />}
    </GameFrame>
  );
}
