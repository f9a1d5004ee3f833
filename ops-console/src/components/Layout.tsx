import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from '@site/shared/src/i18n/use-translation';
import { setLanguage } from '@site/shared/src/i18n/i18n';
import { applyTheme, readTheme } from '@site/shared/src/theme/theme';
import { NS } from '../i18n';
import type { Screen } from '../features/screens';
import { useOperatorSession } from '../stores/operator-session.store';
import { signOut } from '../api/session.api';
import { s } from './ui';

/** The header's language and theme switches (both kept in localStorage, as the site keeps them). */
export function Preferences() {
  const { t, i18n } = useTranslation(NS);
  const [theme, setTheme] = useState(readTheme);
  const toggleTheme = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    setTheme(next);
  };
  return (
    <>
      <button
        type="button"
        className={s.tool}
        aria-label={t('languageLabel')}
        onClick={() => void setLanguage(i18n.language === 'th' ? 'en' : 'th')}
      >
        {t('language')}
      </button>
      <button type="button" className={s.tool} aria-label={theme === 'dark' ? t('theme.toLight') : t('theme.toDark')} onClick={toggleTheme}>
        <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
      </button>
    </>
  );
}

/** Header, the screens this operator's role may use, and the screen. */
export function Layout({ screens, children }: { screens: readonly Screen[]; children: ReactNode }) {
  const { t } = useTranslation(NS);
  const session = useOperatorSession((state) => state.session);
  const end = useOperatorSession((state) => state.signOut);
  const logout = async () => {
    await signOut().catch(() => undefined);
    end();
  };
  return (
    <>
      <a className={s.skip} href="#main">
        {t('skip')}
      </a>
      <header className={s.header}>
        <h1 className={s.brand}>{t('title')}</h1>
        {session ? (
          <span className={s.who}>
            {session.name} · {t(`role.${session.role}`)}
          </span>
        ) : null}
        <div className={s.tools}>
          <Preferences />
          <button type="button" className={s.tool} onClick={() => void logout()}>
            {t('logout')}
          </button>
        </div>
      </header>
      <div className={s.shell}>
        <nav className={s.nav} aria-label={t('nav.label')}>
          <ul>
            {screens.map((screen) => (
              <li key={screen.path}>
                <NavLink className={s.navLink} to={`/${screen.path}`}>
                  {t(screen.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className={s.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </>
  );
}
