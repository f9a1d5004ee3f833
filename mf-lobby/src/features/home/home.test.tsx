import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { systemStore, type SystemStatus } from '@site/shared';
import '../../i18n';
import type { Banner, Winner } from '../../api/lobby.api';
import { decodeServicePath } from '../../api/lobby.api';
import { BannerCarousel, BANNER_AUTOPLAY_MS } from './BannerCarousel';
import { WinnerBoard } from './WinnerBoard';
import { PopupMenu } from './PopupMenu';

const banner = (id: number): Banner => ({
  bannerId: id,
  url: `/b/${id}.svg`,
  title: `b${id}`,
  redirect: '/m/activity',
  externalLink: null,
});
const winner = (nodeId: string, winAmount: number): Winner => ({
  vo: {
    nodeId,
    gameName: nodeId,
    nodeName: nodeId,
    customerName: 'a***1',
    winAmount,
    iconUrl: '/wps/game/icon/test.svg',
    gameType: 'RNG',
    gameCategory: 'RNG',
    vendor: 'PG',
    wonAt: Date.UTC(2026, 10, 20),
  },
});

describe('home pieces', () => {
  let host: HTMLDivElement;
  let root: Root;
  const render = (node: React.ReactNode) => act(async () => root.render(<MemoryRouter>{node}</MemoryRouter>));

  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    jest.useFakeTimers();
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    host.remove();
    jest.useRealTimers();
  });

  const trackX = () => host.querySelector<HTMLElement>('[data-testid="banner-carousel"] > div')!.style.transform;

  test('product-rules 2: one banner never autoplays; several loop with a clone of the first; failed images are hidden', async () => {
    await render(<BannerCarousel banners={[banner(1)]} />);
    expect(host.querySelector('[data-testid="banner-carousel"]')!.getAttribute('data-autoplay')).toBe('false');
    await act(async () => jest.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
    expect(trackX()).toBe('translateX(-0%)');

    await render(<BannerCarousel banners={[banner(1), banner(2), banner(3)]} />);
    expect(host.querySelectorAll('img')).toHaveLength(4);
    await act(async () => jest.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(trackX()).toBe('translateX(-100%)');

    await act(async () => host.querySelectorAll('img')[1].dispatchEvent(new Event('error')));
    // Two left: they still loop (two slides plus the clone).
    expect(host.querySelectorAll('img')).toHaveLength(3);
  });

  test('product-rules 2: the winner board is sorted by winAmount descending and scrolls only above 4 entries', async () => {
    await render(
      <WinnerBoard winners={[winner('a', 5), winner('b', 50), winner('c', 20), winner('d', 1)]} currency="฿" onPlay={() => undefined} />,
    );
    const board = () => host.querySelector('[data-testid="winner-board"]')!;
    expect(board().getAttribute('data-scrolling')).toBe('false');
    expect([...host.querySelectorAll('[data-testid="winner-amount"]')].map((e) => e.textContent)).toEqual([
      '฿0.50',
      '฿0.20',
      '฿0.05',
      '฿0.01',
    ]);
    await render(
      <WinnerBoard
        winners={[winner('a', 5), winner('b', 50), winner('c', 20), winner('d', 1), winner('e', 2)]}
        currency="฿"
        onPlay={() => undefined}
      />,
    );
    expect(board().getAttribute('data-scrolling')).toBe('true');
  });

  test('product-rules 2: pop-up menu items with a key show only when that switch is on; mission only with the MISSION promo', async () => {
    const status = (switches: string[], mission: boolean) =>
      ({
        info: {
          whitelabel: switches.map((modId) => ({ modId, enabled: true })),
          promos: { MISSION: { enabled: mission, count: 0 } },
          resources: [],
        },
      }) as unknown as SystemStatus;
    systemStore.setState({ status: status(['SECPRIV', 'GOOGLE_LOGIN'], false) });
    await render(<PopupMenu onClose={() => undefined} />);
    const items = () => [...host.querySelectorAll('[data-menu]')].map((e) => e.getAttribute('data-menu'));
    expect(items()).toEqual(['menu_activity', 'menu_language', 'menu_google_login', 'menu_personal_center', 'menu_security_center']);
    systemStore.setState({ status: status(['MANPLAYREB3', 'TRANSREC3', 'REWCEN3', 'TRANSBETREPMEM3', 'FACEBOOK_LOGIN'], true) });
    await render(<PopupMenu onClose={() => undefined} />);
    expect(items()).toEqual([
      'menu_activity',
      'menu_manual_rebate',
      'menu_facebook_login',
      'menu_account_record',
      'menu_language',
      'menu_personal_center',
      'menu_mission',
      'menu_reward_center',
      'menu_betting_record',
    ]);
  });

  test('customer service paths decode with the key in their last 8 characters', () => {
    // Encoded by the API: base64url(XOR(path, key)) + key.
    const key = 'k3yK3yK3';
    const path = 'https://t.me/royalwin_support';
    const bytes = new TextEncoder().encode(path).map((b, i) => b ^ key.charCodeAt(i % 8));
    const encoded =
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '') + key;
    expect(decodeServicePath(encoded)).toBe(path);
  });
});
