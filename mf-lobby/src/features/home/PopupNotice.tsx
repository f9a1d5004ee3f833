import { useId, useState } from 'react';
import { Dialog, useTranslation } from '@site/shared';
import type { Announcement } from '../../api/lobby.api';
import { NS } from '../../i18n';
import styles from './home.module.css';

const HIDDEN_KEY = 'popupHiddenOn';
/** Closed once, the announcement stays closed for the rest of the session (sessionStorage: this tab, until it closes). */
const CLOSED_KEY = 'popupClosed';
const today = () => new Date().toISOString().slice(0, 10);

function closedBefore(): boolean {
  try {
    return localStorage.getItem(HIDDEN_KEY) === today() || sessionStorage.getItem(CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Closed for this session in any case, and for the rest of the day with "do not show today". */
function rememberClosed(notToday: boolean) {
  try {
    sessionStorage.setItem(CLOSED_KEY, '1');
    if (notToday) localStorage.setItem(HIDDEN_KEY, today());
  } catch {
    /* storage blocked: closed while this page lives */
  }
}

/** Operator HTML as plain paragraphs: no server markup reaches the DOM. */
const paragraphs = (html: string) =>
  html
    .split(/<\/p>|<br\s*\/?>/i)
    .map((part) =>
      part
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .trim(),
    )
    .filter(Boolean);

/**
 * product-rules 2: pop-up announcements (type PU) on home, with a "do not show today" checkbox. Shown once a session, and
 * never over an auth popup (login or register opened over home): it waits until that closes.
 */
export function PopupNotice({ popups, authPopupOpen }: { popups: Announcement[]; authPopupOpen?: boolean }) {
  const { t } = useTranslation(NS);
  const [closed, setClosed] = useState(closedBefore);
  const [notToday, setNotToday] = useState(false);
  const titleId = useId();
  const popup = popups[0];
  if (closed || !popup || authPopupOpen) return null;
  const close = () => {
    rememberClosed(notToday);
    setClosed(true);
  };
  return (
    <Dialog className={`${styles.sheetMask} ${styles.noticeMask}`} onClose={close} labelledBy={titleId} data-testid="popup-notice">
      <div className={styles.popupCard}>
        <h3 id={titleId}>{popup.title}</h3>
        {paragraphs(popup.content).map((text, i) => (
          <p key={i}>{text}</p>
        ))}
        <label className={styles.popupCheck}>
          <input type="checkbox" checked={notToday} onChange={(e) => setNotToday(e.target.checked)} data-testid="popup-not-today" />
          {t('popup_not_today')}
        </label>
        <button type="button" className={styles.popupClose} onClick={close} data-testid="popup-close">
          {t('common:close')}
        </button>
      </div>
    </Dialog>
  );
}
