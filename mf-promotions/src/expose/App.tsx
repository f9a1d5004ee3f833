import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pickScreen, remoteLifecycles } from '@site/shared';
import { NS } from '../i18n';
import styles from './App.module.css';

/** mf-promotions screens by path (shared routes table); each is built out in its own issue. */
const SCREENS: Record<string, string> = {
  '/m/activity': 'activity',
  '/m/member/benefits': 'vip',
};

export default function App() {
  const { pathname } = useLocation();
  const { t } = useTranslation(NS);
  const screen = pickScreen(pathname, SCREENS) ?? Object.values(SCREENS)[0];
  return (
    <section className={styles.screen} data-screen={screen}>
      <h2 className={styles.title}>{t(`${screen}.title`)}</h2>
      <p className={styles.text}>{t(`${screen}.text`)}</p>
    </section>
  );
}

export const { bootstrap, mount, unmount } = remoteLifecycles(App);
