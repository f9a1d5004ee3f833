import { test, expect, holdRequests, remoteReady } from './fixtures';
import { registerByUsername } from './support/auth';

/**
 * Home's start reads no layout. A script that reads a size or a position while the page
 * is still being built has the browser lay the page out there and then, inside a task that was only meant to
 * run script; the browser's own layout, once a frame, is enough.
 */
test('home starts without forcing a layout', async ({ page }) => {
  await page.addInitScript(() => {
    const reads: string[] = [];
    (window as unknown as { layoutReads: string[] }).layoutReads = reads;
    const watch = (proto: object, name: string) => {
      const own = Object.getOwnPropertyDescriptor(proto, name)!;
      const record = () => reads.push(`${name} ${new Error().stack?.split('\n')[3]?.trim() ?? ''}`);
      if (own.get)
        Object.defineProperty(proto, name, {
          ...own,
          get(this: unknown) {
            record();
            return own.get!.call(this);
          },
        });
      else
        Object.defineProperty(proto, name, {
          ...own,
          value(this: unknown, ...args: unknown[]) {
            record();
            return (own.value as (...a: unknown[]) => unknown).apply(this, args);
          },
        });
    };
    for (const name of ['offsetHeight', 'offsetWidth', 'offsetLeft', 'offsetTop']) watch(HTMLElement.prototype, name);
    for (const name of ['clientWidth', 'clientHeight', 'scrollWidth', 'scrollHeight', 'getBoundingClientRect'])
      watch(Element.prototype, name);
  });
  await page.goto('/m/home');
  await remoteReady(page, 'mf-lobby');
  await remoteReady(page, 'mf-member');
  await expect(page.getByTestId('widget-hot')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { layoutReads: string[] }).layoutReads)).toEqual([]);
});

/**
 * On a touch screen the page has no scrollbar to flash while home grows (each flash was a
 * 300 ms fade, some twenty frames composited during the load); with a mouse the page keeps its scrollbar.
 */
test('the page scrollbar is hidden on touch screens only', async ({ page, browser }) => {
  await page.goto('/m/home');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth)).toBe('none');
  const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  await desktop.goto(page.url());
  expect(await desktop.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth)).toBe('auto');
  await desktop.close();
});

/**
 * While the categories load, their spinner comes with the page below the first screen
 * (useBelowFoldReady), not as home mounts: it stood below the screen, turning, through the busiest part of the load.
 */
test("the categories' spinner comes with the page below the first screen", async ({ page }) => {
  const release = await holdRequests(page, '**/wps/relay/GCSGAME_newGameVendor**');
  // When each first appears: the jackpot section (built with the page below) and the lobby's spinner.
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { seen: Record<string, number> }).seen = seen;
    new MutationObserver(() => {
      if (!seen.jackpot && document.getElementById('jackpot')) seen.jackpot = performance.now();
      if (!seen.spinner && document.querySelector('[data-remote="mf-lobby"] [role="status"]')) seen.spinner = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/m/home');
  await remoteReady(page, 'mf-lobby');
  await expect(page.locator('#jackpot')).toBeAttached();
  // It turns only in view: at the foot of the page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('[data-remote="mf-lobby"] [role="status"]')).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
  expect(seen.spinner).toBeGreaterThanOrEqual(seen.jackpot);
  release();
  await expect(page.getByTestId('section-RNG')).toBeAttached();
  await expect(page.locator('[data-remote="mf-lobby"] [role="status"]')).toHaveCount(0);
});

/**
 * The member bar's room, held by the shell while mf-member loads, is the height of what arrives, for a
 * guest (one height at every width and in both languages) and for a member; and nothing is wider than the screen (a
 * 2 px overhang widened the layout viewport, which moved the fixed footer). mf-member is held back until the lobby's
 * first screen is painted, so the room is on screen when the bar replaces it.
 */
for (const { who, width, language } of [
  { who: 'guest', width: 320, language: 'th' },
  { who: 'guest', width: 412, language: 'en' },
  { who: 'member', width: 390, language: 'th' },
]) {
  test(`home does not move when the member bar arrives (${who}, ${width} px, ${language})`, async ({ page, context, request }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.addInitScript((l) => localStorage.setItem('language', l), language);
    if (who === 'member') await registerByUsername(page, context, request);
    const release = await holdRequests(page, '**/remotes/mf-member/**');
    await page.addInitScript(() => {
      // Each shift with what moved (element, from, to), so a failure says which element it was.
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      type Source = { node?: Element; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; sources: Source[] }>) {
          const moved = entry.sources.map(
            (s) => `${s.node?.outerHTML.slice(0, 120) ?? '?'} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`,
          );
          shifts.push(`${entry.value.toFixed(4)}: ${moved.join(' | ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/m/home');
    await remoteReady(page, 'mf-lobby');
    const quick = page.getByTestId('quick-actions');
    await expect(quick).toBeVisible();
    const before = await quick.boundingBox();
    release();
    await remoteReady(page, 'mf-member');
    await expect(page.getByTestId(who === 'member' ? 'member-name' : 'bar-login')).toBeVisible();
    expect(await quick.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });
}
