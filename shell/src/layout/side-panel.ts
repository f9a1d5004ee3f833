import { findRoute, isAppShell } from '@site/shared';
import { isFooterHidden, isHomePath } from './layout-rules';

/** spec 2: the side panel hides when the footer's top comes within 40 px of the panel's bottom. */
export const FOOTER_GAP_PX = 40;
/** spec 2: iOS 10 in app mode adds 40 to the panel's top (its web view starts under the status bar). */
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
