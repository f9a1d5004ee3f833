import { act, type ComponentType, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createRoutesFromChildren, matchRoutes, MemoryRouter, Routes, useLocation } from 'react-router-dom';
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

type Element = ReactElement<{ children: ReactElement }>;

/** The route tree a remote's ./App declares (its one <Routes>, maybe inside providers). */
function routeTree(App: ComponentType) {
  let element = (App as () => Element)();
  while (element.type !== Routes) element = element.props.children as Element;
  return createRoutesFromChildren(element.props.children);
}

describe("remotes' routing", () => {
  test("every path the route table gives a remote has a screen in that remote's routes, and no other path has", () => {
    for (const [remote, App] of Object.entries(APPS)) {
      const tree = routeTree(App);
      for (const { path } of ROUTES) {
        const screen = matchRoutes(tree, path)?.at(-1)?.route.element;
        expect({ remote, path, hasScreen: Boolean(screen) }).toEqual({ remote, path, hasScreen: findRoute(path)?.remote === remote });
      }
    }
  });

  // While the shell swaps one remote for another, the old remote's screen may see the new path for a moment.
  test("a remote's ./App draws nothing and redirects nowhere on a path it does not own", async () => {
    // The router's development build says so for each of them; that is the point here.
    const warn = jest.spyOn(console, 'warn').mockImplementation((message: unknown) => {
      if (!String(message).startsWith('No routes matched location')) throw new Error(String(message));
    });
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
    warn.mockRestore();
  });
});
