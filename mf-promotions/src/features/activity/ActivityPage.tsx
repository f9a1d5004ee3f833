import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, Spinner, useTranslation } from '@site/shared';
import { CATEGORIES, type Category } from '../../api/promotions.api';
import { PromotionArt } from '../../components/PromotionArt';
import { LabelButton } from '../../components/LabelButton';
import { NS } from '../../i18n';
import styles from '../../pages/promotions.module.css';
import { period } from './period';
import { usePromotions } from './use-promotions';
import { useTakePart } from './use-take-part';

const isCategory = (value: string | null): value is Category => (CATEGORIES as readonly string[]).includes(value ?? '');

/**
 * product-rules 2.4: /m/activity, the promotions list with a category filter and each promotion's label. With
 * ?category= it lists that category alone under its own title (the pop-up menu's mission activity opens
 * ?category=mission).
 */
export function ActivityPage() {
  const { t, i18n } = useTranslation(NS);
  const fromUrl = useSearchParams()[0].get('category');
  const only = isCategory(fromUrl) ? fromUrl : null;
  const [chosen, setCategory] = useState<Category | ''>('');
  const category = only ?? chosen;
  const items = usePromotions(category);
  const { takePart, busyId } = useTakePart();
  // Headings in order (axe heading-order): a card's title is a level below the category's heading, or right below the h1.
  const CardTitle = only ? 'h3' : 'h2';

  return (
    <section className={styles.page} data-screen="activity" data-category={only ?? undefined}>
      {only ? (
        <div className={styles.categoryHead}>
          <h2 data-testid="activity-title">{t(`categories.${only}`)}</h2>
          <Link to="/m/activity">{t('all_promotions')}</Link>
        </div>
      ) : (
        <nav className={styles.filters} aria-label={t('categories.all')}>
          {(['', ...CATEGORIES] as const).map((c) => (
            <button key={c || 'all'} type="button" className={styles.filter} data-active={c === category} onClick={() => setCategory(c)}>
              {t(`categories.${c || 'all'}`)}
            </button>
          ))}
        </nav>
      )}
      {!items ? (
        <Spinner />
      ) : !items.length ? (
        <EmptyState text={t('common:in_no_data')} />
      ) : (
        <ul className={styles.list}>
          {items.map((p) => (
            <li key={p.id} className={styles.card} data-testid="promotion-card" data-category={p.category} data-code={p.code}>
              <Link to={`/m/activityDetail?id=${p.id}`} className={styles.cardLink}>
                <PromotionArt art={p.art} title={p.title} />
                <div className={styles.cardBody}>
                  <CardTitle>{p.title}</CardTitle>
                  <p>{p.summary}</p>
                </div>
              </Link>
              <div className={styles.cardFoot}>
                <span className={styles.period}>{period(p, i18n.language, t)}</span>
                <LabelButton label={p.label} busy={busyId === p.id} onAction={() => takePart(p)} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
