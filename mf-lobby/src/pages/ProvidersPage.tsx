import { Link } from 'react-router-dom';
import { Spinner, useTranslation } from '@site/shared';
import { CategoryIcon, IconGrid } from '../components/icons';
import { SectionTitle } from '../components/SectionTitle';
import { CATEGORY_ROUTES } from './category-routes';
import { NS } from '../i18n';
import { useLanes } from '../hooks/use-game-list';
import { PageHead } from '../components/PageHead';
import styles from './pages.module.css';

/** /m/provider: every provider by category; a card opens that provider's games. */
export function ProvidersPage() {
  const { t } = useTranslation(NS);
  const lanes = useLanes();
  if (!lanes) return <Spinner />;
  return (
    <section className={styles.page} data-screen="providers">
      <PageHead icon={<IconGrid />} title={t('providers')} />
      {lanes.map((lane) => (
        <div key={lane.title} className={styles.laneBlock}>
          <SectionTitle
            icon={<CategoryIcon category={lane.title} />}
            name={lane.displayName}
            count={lane.gameCount}
            moreTo={CATEGORY_ROUTES[lane.title]}
          />
          <div className={styles.vendorGrid}>
            {lane.cards.map((card) => (
              <Link
                key={card.vassalage}
                to={`/m/gameList?gameType=${lane.title}&vassalage=${card.vassalage}`}
                className={styles.vendorCard}
                data-testid="vendor-card"
              >
                <img src={card.icons.mobile} alt="" loading="lazy" width="200" height="120" />
                <span>{card.displayName}</span>
                <small>{t('all_games', { count: card.gameCount })}</small>
              </Link>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
