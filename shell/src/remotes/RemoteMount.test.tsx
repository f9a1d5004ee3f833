import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ROUTES } from '@site/shared';
import { RemoteMount } from './RemoteMount';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The lobby's screen notes every path it renders with. */
const lobbySaw: string[] = [];
function LobbyApp() {
  lobbySaw.push(useLocation().pathname);
  return <p data-testid="lobby">lobby</p>;
}
const PromotionsApp = () => <p data-testid="promotions">promotions</p>;

let releasePromotions!: () => void;
const promotionsLoaded = new Promise<void>((resolve) => (releasePromotions = resolve));

let navigate!: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

const REMOTES = [...new Set(ROUTES.map((route) => route.remote))];

describe('RemoteMount across routes', () => {
  beforeAll(() => {
    window.__BOOT__ = {
      remotes: ['mf-lobby', 'mf-promotions'].map((name) => ({ name, version: '1', manifestUrl: `/remotes/${name}/1/mf-manifest.json` })),
    } as typeof window.__BOOT__;
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      if (id === 'mf_lobby/App') return { default: LobbyApp };
      await promotionsLoaded;
      return { default: PromotionsApp };
    });
  });

  test("moving to another remote's route never renders the old remote's screen with the new path; a loaded one shows at once", async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    // The shell's routes: one layout route per remote mounts it; the router reuses the mount from one remote to the next.
    await act(async () => {
      root.render(
        <MemoryRouter initialEntries={['/m/slot-games']}>
          <Navigator />
          <Routes>
            {REMOTES.map((remote) => (
              <Route key={remote} element={<RemoteMount remote={remote} expose="./App" />}>
                {ROUTES.filter((route) => route.remote === remote).map((route) => (
                  <Route key={route.path} path={route.path} />
                ))}
              </Route>
            ))}
          </Routes>
        </MemoryRouter>,
      );
    });
    expect(host.querySelector('[data-testid="lobby"]')).not.toBeNull();

    await act(async () => navigate('/m/activity'));
    expect(lobbySaw).not.toContain('/m/activity');
    expect(host.querySelector('[data-remote="mf-promotions"][data-state="loading"]')).not.toBeNull();
    expect(host.querySelector('[data-testid="lobby"]')).toBeNull();

    await act(async () => releasePromotions());
    expect(host.querySelector('[data-remote="mf-promotions"][data-state="ready"] [data-testid="promotions"]')).not.toBeNull();

    // Back to the lobby, loaded before: its screen is there in the very render of the route change.
    act(() => navigate('/m/search'));
    expect(host.querySelector('[data-remote="mf-lobby"][data-state="ready"] [data-testid="lobby"]')).not.toBeNull();
    expect(lobbySaw.at(-1)).toBe('/m/search');
    await act(async () => root.unmount());
  });
});
