import { useState } from 'react';
import { errorText, formatMoney, toast, useTranslation, type DemoRound } from '@site/shared';
import { GAMES_NS } from '../../i18n/games';
import { ChipRack, GameFrame } from './GameFrame';
import { fetchProviderBalance, playDemoProvider, type Mode } from './api/play.api';
import { useCatalogueGame, useGameBalance, useGameTicket } from './use-play';
import styles from './play.module.css';

const TYPES = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];

/**
 * The local demo provider's game (launched through the provider adapter with a ticket); real rounds settle by wallet
 * callbacks. The balance is the one the provider reads through the balance callback: the wallet this game plays from.
 */
export function DemoProviderGame({
  mode,
  backUrl,
  params,
  nodeId,
}: {
  mode: Mode;
  backUrl: string;
  params: URLSearchParams;
  nodeId: string | null;
}) {
  const { t } = useTranslation(GAMES_NS);
  const type = TYPES.includes(params.get('type') ?? '') ? (params.get('type') as string) : 'RNG';
  const { playerToken, ended } = useGameTicket(mode);
  const game = useCatalogueGame(nodeId);
  // Until the ticket is traded there is no player token to read the balance with: the game shows none yet.
  const wallet = useGameBalance(mode, {
    name: 'demo-provider',
    read: () => fetchProviderBalance(playerToken ?? ''),
    ready: Boolean(playerToken),
  });
  const [chip, setChip] = useState(1000);
  const [round, setRound] = useState<DemoRound | null>(null);
  const [busy, setBusy] = useState(false);
  const sides = t(`pick_${type}`).split('|');

  const play = async (pick: 0 | 1) => {
    if (busy || (mode === 'real' && !playerToken)) return;
    if (wallet.balance !== null && wallet.balance < chip) return toast.show(t('insufficient'), 'error');
    setBusy(true);
    try {
      const value = await playDemoProvider({
        amount: chip,
        pick,
        game: params.get('game') ?? 'demo',
        ...(mode === 'real' ? { token: playerToken } : {}),
      });
      setRound(value);
      if (mode === 'free') wallet.setBalance((b) => (b === null ? b : b - chip + value.win));
      else wallet.settled(value.balance);
    } catch (error) {
      toast.show(errorText(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <GameFrame
      title={game?.gameName ?? ''}
      subtitle={game ? `${game.vendorName} · ${t('demo_provider')}` : t('demo_provider')}
      balance={wallet.balance}
      mode={mode}
      backUrl={backUrl}
    >
      <div className={styles.demoStage} data-type={type}>
        {[0, 1].map((side) => (
          <div key={side} className={`${styles.demoSide} ${round && round.result === side && !round.voided ? styles.demoWin : ''}`}>
            {/* A and B, not the side's first letter: a Thai name may start with a vowel mark. */}
            <div className={styles.demoToken}>{side === 0 ? 'A' : 'B'}</div>
            <span>{sides[side]}</span>
          </div>
        ))}
      </div>
      <div className={styles.winBar} aria-live="polite" data-testid="demo-result">
        {ended ? (
          <span role="alert" data-testid="game-ended">
            {ended}
          </span>
        ) : round ? (
          round.voided ? (
            <span>{t('voided')}</span>
          ) : round.win > 0 ? (
            <b className={styles.winText}>{t('you_won', { amount: formatMoney(round.win) })}</b>
          ) : (
            <span>
              {t('result')}: {sides[round.result]}
            </span>
          )
        ) : (
          <span className={styles.muted}>{t('demo_help')}</span>
        )}
      </div>
      <ChipRack value={chip} onChange={setChip} />
      <div className={styles.demoPicks}>
        {[0, 1].map((side) => (
          <button
            key={side}
            type="button"
            className={styles.spinBtn}
            disabled={busy || (mode === 'real' && !playerToken)}
            onClick={() => play(side as 0 | 1)}
            data-testid={`pick-${side}`}
          >
            <span>{sides[side]}</span>
          </button>
        ))}
      </div>
    </GameFrame>
  );
}
