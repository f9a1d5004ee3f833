import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { badgeText, headerKind, HiddenScreenTitle, showsAppDownload, unreadTotal, useTranslation, useUnread } from '@site/shared';
import { backTarget, titleKey } from './layout-rules';
import { IconBack, IconDownload, IconGlobe, IconMail, IconSearch, Logo } from './icons';
import { LanguagePicker } from './LanguagePicker';
import styles from './shell.module.css';

function InboxButton() {
  const { t } = useTranslation('shell');
  const total = useUnread(unreadTotal);
  return (
    <Link to="/m/webEmail" className={styles.iconButton} aria-label={t('inbox')} data-testid="inbox-button">
      <IconMail />
      {total > 0 ? (
        <span className={styles.badge} data-testid="unread-badge">
          {badgeText(total)}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * product-rules 2: on home-shell pages a slogan bar with a download link sits above the top bar. Its one message is "get the
 * app", so like every app download entry it shows only outside the app and the installed PWA.
 */
function SloganBar() {
  const { t } = useTranslation('shell');
  if (!showsAppDownload()) return null;
  return (
    <div className={styles.slogan}>
      <span>{t('slogan')}</span>
      <Link to="/m/download" className={styles.sloganLink}>
        <IconDownload /> {t('download')}
      </Link>
    </div>
  );
}

function HomeTopBar({ path }: { path: string }) {
  const { t } = useTranslation('shell');
  const [picker, setPicker] = useState(false);
  return (
    <>
      <HiddenScreenTitle>{t(titleKey(path))}</HiddenScreenTitle>
      <SloganBar />
      <div className={styles.topBar}>
        <Link to="/m/home" className={styles.logo} aria-label={t('home')}>
          <Logo />
        </Link>
        <div className={styles.actions}>
          <Link to="/m/search" className={styles.iconButton} aria-label={t('search')}>
            <IconSearch />
          </Link>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('language')}
            onClick={() => setPicker(true)}
            data-testid="language-button"
          >
            <IconGlobe />
          </button>
          <InboxButton />
        </div>
      </div>
      {picker ? <LanguagePicker onClose={() => setPicker(false)} /> : null}
    </>
  );
}

function PlainHeader({ path }: { path: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [picker, setPicker] = useState(false);
  const back = () => {
    const target = backTarget(path);
    // One page back, unless this is the first page of the visit.
    if (target === -1 && window.history.state?.idx > 0) navigate(-1);
    else navigate('/m/home');
  };
  return (
    <div className={styles.plainHeader}>
      <button type="button" className={styles.iconButton} onClick={back} aria-label={t('back')} data-testid="back-button">
        <IconBack />
      </button>
      <h1 className={styles.title} data-testid="header-title">
        {t(titleKey(path))}
      </h1>
      <div className={styles.actions}>
        <button type="button" className={styles.iconButton} aria-label={t('language')} onClick={() => setPicker(true)}>
          <IconGlobe />
        </button>
        <InboxButton />
      </div>
      {picker ? <LanguagePicker onClose={() => setPicker(false)} /> : null}
    </div>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const kind = headerKind(pathname);
  if (kind === 'none') return null;
  return (
    <header className={styles.header} data-testid="site-header" data-kind={kind}>
      {kind === 'homeTopBar' ? <HomeTopBar path={pathname} /> : <PlainHeader path={pathname} />}
    </header>
  );
}
