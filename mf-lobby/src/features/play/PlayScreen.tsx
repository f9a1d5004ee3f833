import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@site/shared';
import { GAMES_NS } from '../../i18n/games';
import { SlotGame } from './SlotGame';
import { RouletteGame } from './RouletteGame';
import { BaccaratGame } from './BaccaratGame';
import { DemoProviderGame } from './DemoProviderGame';
import { LiveTableGame } from './LiveTableGame';
import { PokerGame } from './PokerGame';
import { useCatalogueGame } from './use-play';
import type { Mode } from './api/play.api';
import styles from './play.module.css';

/**
 * /m/app: the game page opened by launchGame's game_url (?game=slot|roulette|baccarat or ?provider=demo), with the
 * catalogue's nodeId of the game: the page's title is that game's name.
 */
export default function PlayScreen() {
  const [params] = useSearchParams();
  const { t } = useTranslation(GAMES_NS);
  const mode: Mode = params.get('mode') === 'free' ? 'free' : 'real';
  const back = params.get('backUrl');
  const backUrl = back && /^\/m\/[A-Za-z0-9/_.?=&%-]*$/.test(back) ? back : '/m/home';
  const nodeId = params.get('nodeId');
  if (params.get('provider') === 'demo' && params.get('type') === 'LIVE')
    return <LiveTable mode={mode} backUrl={backUrl} params={params} nodeId={nodeId} />;
  if (params.get('provider') === 'demo' && params.get('type') === 'PVP')
    return <PokerTable mode={mode} backUrl={backUrl} nodeId={nodeId} />;
  if (params.get('provider') === 'demo') return <DemoProviderGame mode={mode} backUrl={backUrl} params={params} nodeId={nodeId} />;
  switch (params.get('game')) {
    case 'slot':
      return <SlotGame mode={mode} backUrl={backUrl} nodeId={nodeId} />;
    case 'roulette':
      return <RouletteGame mode={mode} backUrl={backUrl} nodeId={nodeId} />;
    case 'baccarat':
      return <BaccaratGame mode={mode} backUrl={backUrl} nodeId={nodeId} />;
    default:
      return (
        <div className={styles.page}>
          <p className={styles.freeNote}>{t('unknown_game')}</p>
        </div>
      );
  }
}

/**
 * A live-casino game of the demo provider: its baccarat and dragon tiger tables play as live tables, its other rooms as the
 * demo game. The launch ticket stays in the URL until the game that trades it is shown.
 */
function LiveTable({ mode, backUrl, params, nodeId }: { mode: Mode; backUrl: string; params: URLSearchParams; nodeId: string | null }) {
  const game = useCatalogueGame(nodeId);
  if (!game) return <div className={styles.page} />;
  if (game.gameClassifyNew === 'BACCARAT' || game.gameClassifyNew === 'DRAGON_TIGER')
    return <LiveTableGame mode={mode} backUrl={backUrl} table={params.get('game') ?? game.gameId} game={game} />;
  return <DemoProviderGame mode={mode} backUrl={backUrl} params={params} nodeId={nodeId} />;
}

/** A PVP game of the demo provider: every one is a heads-up Hold'em table of its stakes (docs/games.md, "Heads-up poker"). */
function PokerTable({ mode, backUrl, nodeId }: { mode: Mode; backUrl: string; nodeId: string | null }) {
  const game = useCatalogueGame(nodeId);
  if (!game) return <div className={styles.page} />;
  return <PokerGame mode={mode} backUrl={backUrl} game={game} />;
}
