import { findRoute, isAppShell } from '@site/shared';
import { isFooterHidden, isHomePath } from './layout-rules';

/** product-rules 2: the side panel hides when the footer's top comes within 40 px of the panel's bottom. */
export const FOOTER_GAP_PX = 40;
/** product-rules 2: iOS 10 in app mode adds 40 to the panel's top (its web view starts under the status bar). */
export const IOS10_APP_OFFSET_PX = 40;

/** Our app shell on iOS 10 (an iPhone, iPad or iPod user agent with "OS 10_"). */
export function isIos10App(userAgent: string): boolean {
  return isAppShell(userAgent) && /\b(iPhone|iPad|iPod)\b/.test(userAgent) && /\bOS 10_\d/.test(userAgent);
}

/**
 * The panel's top: right below the sticky header, which holds the slogan / download bar when it is shown
 * (so its height is top bar + download bar), plus the iOS 10 app offset.
 */
export function sidePanelTop(headerHeight: number, ios10App: boolean): number {
  return headerHeight + (ios10App ? IOS10_APP_OFFSET_PX : 0);
}

/** Hidden whenever the footer's top is within 40 px of the panel's bottom (or above it); no footer, no hiding. */
export function isSidePanelVisible(panelBottom: number, footerTop: number | null): boolean {
  return footerTop === null || footerTop - panelBottom > FOOTER_GAP_PX;
}

/** The lobby's pages carry the panel: home and the game centres, not the game or lottery screens (no footer). */
export function hasSidePanel(path: string): boolean {
  if (isFooterHidden(path)) return false;
  return isHomePath(path) || findRoute(path)?.remote === 'mf-lobby';
}

/** What a tap can reach. The panel never sits over one of these. */
export const TAPPABLE =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';
/** Hit-test spacing, below the smallest control's size (a favourite heart, a line of footer links): none fits between two tested points. */
export const PROBE_STEP_PX = 10;

/**
 * Where the panel is: 'out', the bubble at its place above the nav bar; 'tab', tucked into the screen's edge, a slim tab
 * in the page's side margin; 'hidden'. The bubble comes out where nothing tappable is under it, or when the player pulls
 * it out (tapping the tab, opening its links) until the page scrolls again; else the tab where that is clear.
 */
export type Dock = 'out' | 'tab' | 'hidden';

export function dockFor(bubbleClear: boolean, tabClear: boolean, pulledOut: boolean): Dock {
  if (bubbleClear || pulledOut) return 'out';
  return tabClear ? 'tab' : 'hidden';
}

/** The test points of a box: a grid at PROBE_STEP_PX, its far edges included. */
export function probePoints(rect: { left: number; top: number; width: number; height: number }): Array<[number, number]> {
  const along = (from: number, size: number) => {
    const last = from + Math.max(0, size - 1);
    const points: number[] = [];
    for (let at = from; at < last; at += PROBE_STEP_PX) points.push(at);
    points.push(last);
    return points;
  };
  return along(rect.top, rect.height).flatMap((y) => along(rect.left, rect.width).map((x): [number, number] => [x, y]));
}

/**
 * A box whose controls move by themselves or scroll sideways (the winner board, banners, the notice marquee, chip
 * strips): it clips content larger than itself. Its controls pass under a fixed panel without a page scroll, so the
 * whole box counts as tappable.
 */
function holdsMovingControls(box: Element): boolean {
  const style = getComputedStyle(box);
  if (style.overflowX === 'visible' && style.overflowY === 'visible') return false;
  const overflowing = box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
  return overflowing && box.querySelector(TAPPABLE) !== null;
}

/** True when a tap somewhere in rect would reach a control were the panel (own) not there. */
export function coversControl(rect: DOMRect, own: Element): boolean {
  const moving = new Map<Element, boolean>();
  const inMovingBox = (start: Element) => {
    for (let box: Element | null = start; box && box !== document.body && box !== document.documentElement; box = box.parentElement) {
      let known = moving.get(box);
      if (known === undefined) moving.set(box, (known = holdsMovingControls(box)));
      if (known) return true;
    }
    return false;
  };
  for (const [x, y] of probePoints(rect)) {
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
    const under = document.elementsFromPoint(x, y).find((el) => !own.contains(el));
    if (under && (under.closest(TAPPABLE) || inMovingBox(under))) return true;
  }
  return false;
}
