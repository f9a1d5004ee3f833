import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pickScreen, remoteLifecycles, Spinner } from '@site/shared';
import { NS } from '../i18n';
import styles from './App.module.css';

/** mf-lobby screens by path (shared routes table); each is built out in its own issue. */
const SCREENS: Record<string, string> = {
  '/m/live-games': 'live',
  '/m/slot-games': 'slots',
  '/m/search': 'search',
  // Games that play and the lottery (issue 4 part 2): loaded on first use.
  '/m/app': 'play',
  '/m/lott': 'lottery',
  '/m/elott': 'lottery',
  '/m/lottery': 'lottery',
};

const SCREEN_COMPONENTS: Record<string, ComponentType> = {
  play: lazy(() => import('../play/PlayScreen')),
  lottery: lazy(() => import('../lottery/LotteryScreen')),
};

export default function App() {
  const { pathname } = useLocation();
  const { t } = useTranslation(NS);
  const screen = pickScreen(pathname, SCREENS) ?? Object.values(SCREENS)[0];
  const Screen = SCREEN_COMPONENTS[screen];
  if (Screen) {
    return (
      <Suspense fallback={<Spinner />}>
        <Screen />
      </Suspense>
    );
  }
  return (
    <section className={styles.screen} data-screen={screen}>
      <h2 className={styles.title}>{t(`${screen}.title`)}</h2>
      <p className={styles.text}>{t(`${screen}.text`)}</p>
    </section>
  );
}

export const { bootstrap, mount, unmount } = remoteLifecycles(App);
