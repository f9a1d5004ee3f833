import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@site/shared';
import { GAMES_NS } from '../../i18n/games';
import type { Game } from '../../api/lobby.api';
import { SlotGame } from './SlotGame';
import { RouletteGame } from './RouletteGame';
import { BaccaratGame } from './BaccaratGame';
import { LiveTableGame } from './LiveTableGame';
import { FishingGame } from './FishingGame';
import { CockfightGame } from './CockfightGame';
import { SportsbookGame } from './SportsbookGame';
import { VendorSlotGame } from './VendorSlotGame';
import { PokerGame } from './PokerGame';
import { useCatalogueGame } from './use-play';
import type { Mode } from './api/play.api';
import styles from './play.module.css';

interface DemoGameProps {
  mode: Mode;
  backUrl: string;
  /** The vendor's game code from the launch URL (the catalogue's gameId). */
  code: string;
  game: Game;
}

/**
 * The demo provider's game of each launch type (docs/games.md): every category plays as a game of its own. The live
 * casino's rooms are all baccarat, dragon tiger, roulette or sic bo tables; every PVP row is a heads-up Hold'em table.
 */
const DEMO_GAMES: Record<string, (props: DemoGameProps) => ReactElement> = {
  LIVE: ({ code, ...p }) => <LiveTableGame {...p} table={code} />,
  COCKFIGHT: ({ code, ...p }) => <CockfightGame {...p} arena={code} />,
  SPORTS: ({ code, game, ...p }) => <SportsbookGame {...p} book="SPORTS" game={{ ...game, gameId: code }} />,
  ESPORTS: ({ code, game, ...p }) => <SportsbookGame {...p} book="ESPORTS" game={{ ...game, gameId: code }} />,
  RNG: (p) => <VendorSlotGame {...p} />,
  FISH: ({ code: _code, ...p }) => <FishingGame {...p} />,
  PVP: ({ code: _code, ...p }) => <PokerGame {...p} />,
};

/**
 * /m/app: the game page opened by launchGame's game_url (?game=slot|roulette|baccarat, or ?provider=demo&type=...),
 * with the catalogue's nodeId of the game: the page's title is that game's name.
 */
export default function PlayScreen() {
  const [params] = useSearchParams();
  const { t } = useTranslation(GAMES_NS);
  const mode: Mode = params.get('mode') === 'free' ? 'free' : 'real';
  const back = params.get('backUrl');
  const backUrl = back && /^\/m\/[A-Za-z0-9/_.?=&%-]*$/.test(back) ? back : '/m/home';
  const nodeId = params.get('nodeId');
  const demoGame = params.get('provider') === 'demo' ? DEMO_GAMES[params.get('type') ?? ''] : undefined;
  if (demoGame) return <DemoGame render={demoGame} mode={mode} backUrl={backUrl} code={params.get('game')} nodeId={nodeId} />;
  switch (params.get('provider') ? null : params.get('game')) {
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
 * A demo provider's game, once the catalogue has named it. The launch ticket stays in the URL until the game that
 * trades it is shown.
 */
function DemoGame({
  render,
  code,
  nodeId,
  ...props
}: {
  render: (props: DemoGameProps) => ReactElement;
  mode: Mode;
  backUrl: string;
  code: string | null;
  nodeId: string | null;
}) {
  const game = useCatalogueGame(nodeId);
  if (!game) return <div className={styles.page} />;
  return render({ ...props, code: code ?? game.gameId, game });
}
