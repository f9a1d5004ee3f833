import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { remoteLifecycles } from '@site/shared';
import { NS } from '../i18n';
import styles from './App.module.css';

/** The home sections; the shell passes the member bar (from mf-member) into its slot. */
export default function Home({ memberBar }: { memberBar?: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <section className={styles.screen} data-screen="home">
      {memberBar}
      <h2 className={styles.title}>{t('live.title')}</h2>
      <Link to="/m/live-games">{t('live.title')}</Link>
    </section>
  );
}

export const { bootstrap, mount, unmount } = remoteLifecycles(Home);
