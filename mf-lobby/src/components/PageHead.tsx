import type { ReactNode } from 'react';
import styles from '../pages/pages.module.css';

/** The heading of a lobby page: its icon and title. */
export function PageHead({ icon, title }: { icon: ReactNode; title: string }) {
  return (
    <div className={styles.head}>
      <span className={styles.headIcon}>{icon}</span>
      <h2 className={styles.heading}>{title}</h2>
    </div>
  );
}
