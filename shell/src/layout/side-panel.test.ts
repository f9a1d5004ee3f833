import {
  dockFor,
  FOOTER_GAP_PX,
  hasSidePanel,
  isIos10App,
  isSidePanelVisible,
  PROBE_STEP_PX,
  probePoints,
  sidePanelTop,
} from './side-panel';

const IOS10_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3_1 like Mac OS X) AppleWebKit/603.1.30 (KHTML, like Gecko) Mobile/14E304 RoyalWinApp/2.1';
const IOS10_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3_1 like Mac OS X) AppleWebKit/603.1.30 (KHTML, like Gecko) Version/10.0 Mobile/14E304 Safari/602.1';
const IOS12_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 RoyalWinApp/2.1';
const ANDROID_APP =
  'Mozilla/5.0 (Linux; Android 10; K; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36';

describe('side panel (product-rules 2)', () => {
  test('top: below the header (with its download bar); iOS 10 in app mode adds 40', () => {
    expect(sidePanelTop(89, false)).toBe(89);
    expect(sidePanelTop(89, true)).toBe(129);
    expect(sidePanelTop(0, false)).toBe(0);
  });

  test('iOS 10 app mode needs both our app shell and iOS 10', () => {
    expect(isIos10App(IOS10_APP)).toBe(true);
    expect(isIos10App(IOS10_SAFARI)).toBe(false);
    expect(isIos10App(IOS12_APP)).toBe(false);
    expect(isIos10App(ANDROID_APP)).toBe(false);
  });

  test('hidden once the footer top is within 40 px of the panel bottom', () => {
    const bottom = 700;
    expect(isSidePanelVisible(bottom, null)).toBe(true);
    expect(isSidePanelVisible(bottom, 2000)).toBe(true);
    expect(isSidePanelVisible(bottom, bottom + FOOTER_GAP_PX + 1)).toBe(true);
    expect(isSidePanelVisible(bottom, bottom + FOOTER_GAP_PX)).toBe(false);
    expect(isSidePanelVisible(bottom, bottom)).toBe(false);
    expect(isSidePanelVisible(bottom, 100)).toBe(false);
  });

  test('on home and the game centres; not on game, lottery or other remotes pages', () => {
    for (const path of ['/', '/m/home', '/m/index.html', '/m/slot-games', '/m/search', '/m/fav-games', '/m/lott'])
      expect(hasSidePanel(path)).toBe(true);
    for (const path of ['/m/app', '/m/app/slot', '/m/lottery', '/m/member/home', '/m/activity', '/m/help'])
      expect(hasSidePanel(path)).toBe(false);
  });

  test('the bubble only where nothing tappable is under it (or pulled out by the player), else the tab where that is clear, else nothing', () => {
    expect(dockFor(true, true, false)).toBe('out');
    expect(dockFor(true, false, false)).toBe('out');
    expect(dockFor(false, true, false)).toBe('tab');
    expect(dockFor(false, false, false)).toBe('hidden');
    expect(dockFor(false, false, true)).toBe('out');
  });

  test('probe points cover a box closer than the smallest control, far edges included', () => {
    const points = probePoints({ left: 332, top: 700, width: 46, height: 46 });
    const xs = [...new Set(points.map(([x]) => x))];
    const ys = [...new Set(points.map(([, y]) => y))];
    expect(xs).toEqual([332, 342, 352, 362, 372, 377]);
    expect(ys).toEqual([700, 710, 720, 730, 740, 745]);
    expect(points).toHaveLength(36);
    for (const list of [xs, ys]) for (let i = 1; i < list.length; i++) expect(list[i] - list[i - 1]).toBeLessThanOrEqual(PROBE_STEP_PX);
    // The 12 px tab: its two edges.
    expect([...new Set(probePoints({ left: 378, top: 700, width: 12, height: 46 }).map(([x]) => x))]).toEqual([378, 388, 389]);
  });
});
