import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { measureOnLayoutChange, useSystemStatus, useTranslation } from '@site/shared';
import { hasSidePanel, isIos10App, isSidePanelVisible, sidePanelTop } from './side-panel';
import { IconClose, SOCIAL_ICONS } from './icons';
import styles from './side-panel.module.css';

const mark = { width: 22, height: 22, viewBox: '0 0 24 24', 'aria-hidden': true } as const;
const IconHeadset = () => (<svg {...mark} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M4 14v-2a8 8 0 0 1 16 0v2" /><rect x="3" y="13" width="4" height="6" rx="1.5" /><rect x="17" y="13" width="4" height="6" rx="1.5" /><path d="M19 19a3 3 0 0 1-3 3h-3" /></svg>);
const IconLine = () => (<svg {...mark}><path fill="currentColor" d="M12 3C6.5 3 2 6.6 2 11c0 4 3.5 7.3 8.3 7.9.3.1.8.2.9.5l.1 1.3c0 .4.3 1 1.2.5 4.8-2.6 9.5-6.4 9.5-10.2C22 6.6 17.5 3 12 3z" /></svg>);
const LINK_ICONS = { FACEBOOK: SOCIAL_ICONS.FACEBOOK, LINE: IconLine } as const;

/**
 * Keeps the panel below the header and hides it near the footer (spec 2). One read of the header and footer
 * positions per frame, on scroll (passive), resize and content size changes; state changes only when they do.
 */
function useStickyPlacement(panel: RefObject<HTMLElement | null>, pathname: string) {
  const [placement, setPlacement] = useState({ top: 0, visible: true });
  useEffect(() => {
    const ios10App = isIos10App(navigator.userAgent);
    return measureOnLayoutChange(() => {
      const header = document.querySelector<HTMLElement>('[data-testid="site-header"]');
      const footer = document.querySelector<HTMLElement>('[data-testid="site-footer"]');
      const top = sidePanelTop(header?.offsetHeight ?? 0, ios10App);
      const visible = isSidePanelVisible(panel.current?.getBoundingClientRect().bottom ?? 0, footer ? footer.getBoundingClientRect().top : null);
      setPlacement((old) => (old.top === top && old.visible === visible ? old : { top, visible }));
    });
  }, [panel, pathname]);
  return placement;
}

type ServiceLink = { resourceType: keyof typeof LINK_ICONS; url: string; labelNameEn?: string };

function ServicePanel({ links }: { links: ServiceLink[] }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const panel = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const { top, visible } = useStickyPlacement(panel, pathname);
  const focusable = visible ? undefined : -1;
  return (
    <aside ref={panel} className={styles.panel} style={{ top }} data-testid="side-panel" data-visible={visible} aria-hidden={!visible || undefined} aria-label={t('customer_service')}>
      {open
        ? links.map((link) => {
            const Icon = LINK_ICONS[link.resourceType];
            return (
              <a key={link.resourceType} href={link.url} target="_blank" rel="noopener noreferrer" className={styles.link} data-kind={link.resourceType} aria-label={link.labelNameEn ?? link.resourceType} tabIndex={focusable}>
                <Icon />
              </a>
            );
          })
        : null}
      <button type="button" className={styles.toggle} onClick={() => setOpen(!open)} aria-expanded={open} aria-label={t('customer_service')} tabIndex={focusable} data-testid="side-panel-toggle">
        {open ? <IconClose /> : <IconHeadset />}
      </button>
    </aside>
  );
}

/**
 * spec 2 "sticky side panel", read as the home's floating customer-service widget (Facebook and Line links of
 * the downlink resources) in a right-hand column from below the header down to the nav bar, on the lobby's pages.
 */
export default function SidePanel() {
  const { pathname } = useLocation();
  const resources = useSystemStatus((s) => s.status?.info.resources);
  const links = (resources ?? []).filter((r): r is ServiceLink => r.resourceType in LINK_ICONS && /^https?:\/\//.test(r.url));
  return hasSidePanel(pathname) && links.length ? <ServicePanel links={links} /> : null;
}
