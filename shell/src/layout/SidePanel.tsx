import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { measureOnLayoutChange, useSystemStatus, useTranslation } from '@site/shared';
import { coversControl, dockFor, hasSidePanel, isIos10App, isSidePanelVisible, sidePanelTop, type Dock } from './side-panel';
import { IconClose, SOCIAL_ICONS } from './icons';
import styles from './side-panel.module.css';

const mark = { width: 22, height: 22, viewBox: '0 0 24 24', 'aria-hidden': true } as const;
const IconHeadset = () => (
  <svg {...mark} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19a3 3 0 0 1-3 3h-3" />
  </svg>
);
const IconLine = () => (
  <svg {...mark}>
    <path
      fill="currentColor"
      d="M12 3C6.5 3 2 6.6 2 11c0 4 3.5 7.3 8.3 7.9.3.1.8.2.9.5l.1 1.3c0 .4.3 1 1.2.5 4.8-2.6 9.5-6.4 9.5-10.2C22 6.6 17.5 3 12 3z"
    />
  </svg>
);
const IconPull = () => (
  <svg
    width="8"
    height="14"
    viewBox="0 0 8 14"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M6 2 1.5 7 6 12" />
  </svg>
);
const LINK_ICONS = { FACEBOOK: SOCIAL_ICONS.FACEBOOK, LINE: IconLine } as const;

/**
 * Keeps the panel below the header and hides it near the footer (product-rules 2), and docks the bubble where it covers no
 * control (dockFor). One read of the page per frame, on scroll (passive), resize and content size changes;
 * state changes only when the placement does. A scroll ends the player's pull-out.
 */
function usePlacement(
  panel: RefObject<HTMLElement | null>,
  stack: RefObject<HTMLElement | null>,
  tab: RefObject<HTMLElement | null>,
  pathname: string,
) {
  const [placement, setPlacement] = useState<{ top: number; visible: boolean; dock: Dock }>({ top: 0, visible: true, dock: 'hidden' });
  const pulledOut = useRef(false);
  const remeasure = useRef<() => void>(() => undefined);
  useEffect(() => {
    const ios10App = isIos10App(navigator.userAgent);
    const measure = () => {
      const aside = panel.current;
      if (!aside || !stack.current || !tab.current) return;
      const header = document.querySelector<HTMLElement>('[data-testid="site-header"]');
      const footer = document.querySelector<HTMLElement>('[data-testid="site-footer"]');
      const top = sidePanelTop(header?.offsetHeight ?? 0, ios10App);
      const box = aside.getBoundingClientRect();
      const visible = isSidePanelVisible(box.bottom, footer ? footer.getBoundingClientRect().top : null);
      // The bubble's place (with its links when open) and the tab's, from layout offsets: the slides (transforms) of
      // the panel, the bubble and the tab do not move them. The panel is fixed to the viewport's right edge.
      const left = document.documentElement.clientWidth - aside.offsetWidth;
      const place = (part: HTMLElement) =>
        new DOMRect(left + part.offsetLeft, box.top + part.offsetTop, part.offsetWidth, part.offsetHeight);
      const dock = visible
        ? dockFor(!coversControl(place(stack.current), aside), !coversControl(place(tab.current), aside), pulledOut.current)
        : 'hidden';
      setPlacement((old) => (old.top === top && old.visible === visible && old.dock === dock ? old : { top, visible, dock }));
    };
    remeasure.current = measure;
    return measureOnLayoutChange(measure, () => (pulledOut.current = false));
  }, [panel, stack, tab, pathname]);
  const pullOut = useCallback(() => {
    pulledOut.current = true;
    remeasure.current();
  }, []);
  return { ...placement, pullOut };
}

type ServiceLink = { resourceType: keyof typeof LINK_ICONS; url: string; labelNameEn?: string };

function ServicePanel({ links }: { links: ServiceLink[] }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const panel = useRef<HTMLElement>(null);
  const stack = useRef<HTMLDivElement>(null);
  const tab = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { top, visible, dock, pullOut } = usePlacement(panel, stack, tab, pathname);
  // Tucked away, its links close with it.
  useEffect(() => {
    if (dock !== 'out') setOpen(false);
  }, [dock]);
  // Opening the links is the player's call: they stay out over the page until it scrolls.
  const toggle = () => {
    if (!open) pullOut();
    setOpen(!open);
  };
  const openFromTab = () => {
    pullOut();
    setOpen(true);
  };
  const focusable = (shown: boolean) => (shown ? undefined : -1);
  return (
    <aside
      ref={panel}
      className={styles.panel}
      style={{ top }}
      data-testid="side-panel"
      data-visible={visible}
      data-dock={dock}
      aria-hidden={dock === 'hidden' || undefined}
      aria-label={t('customer_service')}
    >
      <div ref={stack} className={styles.stack}>
        {open
          ? links.map((link) => {
              const Icon = LINK_ICONS[link.resourceType];
              return (
                <a
                  key={link.resourceType}
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.link}
                  data-kind={link.resourceType}
                  aria-label={link.labelNameEn ?? link.resourceType}
                  tabIndex={focusable(dock === 'out')}
                >
                  <Icon />
                </a>
              );
            })
          : null}
        <button
          type="button"
          className={styles.toggle}
          onClick={toggle}
          aria-expanded={open}
          aria-label={t('customer_service')}
          tabIndex={focusable(dock === 'out')}
          data-testid="side-panel-toggle"
        >
          {open ? <IconClose /> : <IconHeadset />}
        </button>
      </div>
      <button
        ref={tab}
        type="button"
        className={styles.tab}
        onClick={openFromTab}
        aria-label={t('customer_service')}
        tabIndex={focusable(dock === 'tab')}
        data-testid="side-panel-tab"
      >
        <IconPull />
      </button>
    </aside>
  );
}

/**
 * product-rules 2 "sticky side panel", read as the home's floating customer-service widget (Facebook and Line links of
 * the downlink resources) in a right-hand column from below the header down to the nav bar, on the lobby's pages.
 */
export default function SidePanel() {
  const { pathname } = useLocation();
  const resources = useSystemStatus((s) => s.status?.info.resources);
  const links = (resources ?? []).filter((r): r is ServiceLink => r.resourceType in LINK_ICONS && /^https?:\/\//.test(r.url));
  return hasSidePanel(pathname) && links.length ? <ServicePanel links={links} /> : null;
}
