import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { http, setLanguage, type ApiRequest, type Transport } from '@site/shared';
import { queryClient, SharedQueries } from '@site/shared/src/query';
import '../i18n';
import type { Game, GamePage } from '../api/lobby.api';
import { GameListPage } from './GameListPage';

const game = (nodeId: string): Game =>
  ({
    nodeId,
    gameId: nodeId,
    vassalage: 'PG',
    gameName: nodeId,
    gameType: 'RNG',
    showIcon: `/wps/game/icon/${nodeId}.webp?lang=TH`,
  }) as unknown as Game;
const page = (ids: string[]): GamePage => ({ games: ids.map(game), pageNum: 1, totalPages: 1, totalCount: ids.length, vendors: [] });

/** A fake server behind the real API client: the game list answers `fromApi`, every request is recorded. */
let asked: ApiRequest[] = [];
const transport: Transport = async (request) => {
  asked.push(request);
  return {
    status: 200,
    data: { success: true, value: request.url.endsWith('gameList') ? page(['api-1', 'api-2']) : { lanes: [], prizeMode: 'LOTT' } },
  };
};

type BootWindow = Window & { __BOOT__?: { gameList?: { path: string; lang: string; page: GamePage } } };

describe('game list page: the first page sent with the HTML (api/src/web/boot.ts)', () => {
  let host: HTMLDivElement;
  let root: Root;
  const show = async (path: string) => {
    await act(async () =>
      root.render(
        <SharedQueries>
          <MemoryRouter initialEntries={[path]}>
            <GameListPage config={{ title: 'common:category.RNG', gameType: 'RNG' }} />
          </MemoryRouter>
        </SharedQueries>,
      ),
    );
    // TanStack Query tells the page of an answer in a task of its own (its notify manager): let it run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };

  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    http.transport = transport;
    await setLanguage('th');
  });
  beforeEach(() => {
    asked = [];
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    host.remove();
    delete (window as BootWindow).__BOOT__;
    queryClient.clear();
  });

  test('is shown without asking the API, once; a category page asks for no lanes', async () => {
    (window as BootWindow).__BOOT__ = { gameList: { path: '/m/slot-games', lang: 'TH', page: page(['boot-1', 'boot-2', 'boot-3']) } };
    await show('/m/slot-games');
    expect(host.innerHTML).toContain('boot-1');
    expect(asked).toEqual([]);
    // Coming back a moment later shows the same list from the cache, without asking the API.
    await act(async () => root.unmount());
    root = createRoot(host);
    await show('/m/slot-games');
    expect(host.innerHTML).toContain('boot-1');
    expect(asked).toEqual([]);
    // Once the cache has gone, coming back asks the API: the HTML's page is used once.
    await act(async () => root.unmount());
    queryClient.clear();
    root = createRoot(host);
    await show('/m/slot-games');
    expect(asked.map((r) => r.url)).toEqual(['/wps/relay/GCSGAME_gameList']);
    expect(host.innerHTML).toContain('api-1');
  });

  test.each([
    ['another page', { path: '/m/live-games', lang: 'TH' }, '/m/slot-games'],
    ['another language', { path: '/m/slot-games', lang: 'EN' }, '/m/slot-games'],
    ["the player's own filter in the address", { path: '/m/slot-games', lang: 'TH' }, '/m/slot-games?vassalage=PP'],
  ])('is not used for %s', async (_case, sent, path) => {
    (window as BootWindow).__BOOT__ = { gameList: { ...sent, page: page(['boot-1']) } };
    await show(path);
    expect(asked.map((r) => r.url)).toEqual(['/wps/relay/GCSGAME_gameList']);
    expect(host.innerHTML).not.toContain('boot-1');
    expect(host.innerHTML).toContain('api-1');
  });
});
