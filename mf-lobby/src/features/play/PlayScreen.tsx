import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@site/shared';
import { GAMES_NS } from '../../i18n/games';
import { SlotGame } from './SlotGame';
import { RouletteGame } from './RouletteGame';
import { BaccaratGame } from './BaccaratGame';
import { DemoProviderGame } from './DemoProviderGame';
import { LiveTableGame } from './LiveTableGame';
import { FishingGame } from './FishingGame';
import { CockfightGame } from './CockfightGame';
import { SportsbookScreen } from './SportsbookGame';
import { VendorSlot } from './VendorSlotGame';
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
  if (params.get('provider') === 'demo' && params.get('type') === 'FISH') return <Fishing mode={mode} backUrl={backUrl} nodeId={nodeId} />;
  if (params.get('provider') === 'demo' && params.get('type') === 'COCKFIGHT')
    return <Cockfight mode={mode} backUrl={backUrl} params={params} nodeId={nodeId} />;
  if (params.get('provider') === 'demo' && (params.get('type') === 'SPORTS' || params.get('type') === 'ESPORTS'))
    return <SportsbookScreen mode={mode} backUrl={backUrl} params={params} nodeId={nodeId} />;
  if (params.get('provider') === 'demo' && params.get('type') === 'RNG')
    return <VendorSlot mode={mode} backUrl={backUrl} params={params} nodeId={nodeId} />;
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
  if (['BACCARAT', 'DRAGON_TIGER', 'ROULETTE', 'SICBO'].includes(game.gameClassifyNew))
    return <LiveTableGame mode={mode} backUrl={backUrl} table={params.get('game') ?? game.gameId} game={game} />;
  return <DemoProviderGame mode={mode} backUrl={backUrl} params={params} nodeId={nodeId} />;
}

/** A fishing room of the demo provider (JILI, JOKER, SG, CQ9): the shooting game, themed per vendor. */
function Fishing({ mode, backUrl, nodeId }: { mode: Mode; backUrl: string; nodeId: string | null }) {
  const game = useCatalogueGame(nodeId);
  if (!game) return <div className={styles.page} />;
  return <FishingGame mode={mode} backUrl={backUrl} game={game} />;
}

/** A cockfight arena of the demo vendors (launched as type COCKFIGHT; the catalogue lists them under SPORTS); other games open the demo game. */
function Cockfight({ mode, backUrl, params, nodeId }: { mode: Mode; backUrl: string; params: URLSearchParams; nodeId: string | null }) {
  const game = useCatalogueGame(nodeId);
  if (!game) return <div className={styles.page} />;
  if (game.gameClassifyNew === 'COCKFIGHT')
    return <CockfightGame mode={mode} backUrl={backUrl} arena={params.get('game') ?? game.gameId} game={game} />;
  return <DemoProviderGame mode={mode} backUrl={backUrl} params={params} nodeId={nodeId} />;
}
