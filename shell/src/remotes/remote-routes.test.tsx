import { act, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { findRoute, ROUTES, type RemoteName } from '@site/shared';
import AgentApp from '../../../mf-agent/src/expose/App';
import AuthApp from '../../../mf-auth/src/expose/App';
import LobbyApp from '../../../mf-lobby/src/expose/App';
import MemberApp from '../../../mf-member/src/expose/App';
import MessagingApp from '../../../mf-messaging/src/expose/App';
import PromotionsApp from '../../../mf-promotions/src/expose/App';

/** Every remote's ./App, as the shell mounts it for that remote's routes. */
const APPS: Record<RemoteName, ComponentType> = {
  'mf-agent': AgentApp,
  'mf-auth': AuthApp,
  'mf-lobby': LobbyApp,
  'mf-member': MemberApp,
  'mf-messaging': MessagingApp,
  'mf-promotions': PromotionsApp,
};

function Where({ seen }: { seen: string[] }) {
  seen.push(useLocation().pathname);
  return null;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("remotes' routing", () => {
  // While the shell swaps one remote for another, the old remote's screen may see the new path for a moment.
  test("a remote's ./App draws nothing and redirects nowhere on a path it does not own", async () => {
    const foreign = [...ROUTES.map((r) => r.path), '/m/home', '/m/no-such-page'];
    for (const [remote, App] of Object.entries(APPS)) {
      for (const path of foreign.filter((p) => findRoute(p)?.remote !== remote)) {
        const host = document.createElement('div');
        const root = createRoot(host);
        const seen: string[] = [];
        await act(async () => {
          root.render(
            <MemoryRouter initialEntries={[path]}>
              <App />
              <Where seen={seen} />
            </MemoryRouter>,
          );
        });
        expect({ remote, path, html: host.innerHTML, at: seen.at(-1) }).toEqual({ remote, path, html: '', at: path });
        await act(async () => root.unmount());
      }
    }
  });
});
