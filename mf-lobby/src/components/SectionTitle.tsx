import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@site/shared';
import { NS } from '../i18n';
import styles from './games.module.css';

/** product-rules 2 game-section title: icon, name, optional "All N games", "more" link. */
export function SectionTitle({ icon, name, count, moreTo }: { icon: ReactNode; name: string; count?: number; moreTo?: string }) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.sectionTitle}>
      <span className={styles.sectionIcon}>{icon}</span>
      <div>
        <h3 className={styles.sectionName}>{name}</h3>
        {count !== undefined ? <span className={styles.sectionCount}>{t('all_games', { count })}</span> : null}
      </div>
      {moreTo ? (
        <Link to={moreTo} className={styles.sectionMore}>
          {t('common:more')} ›
        </Link>
      ) : null}
    </div>
  );
}
