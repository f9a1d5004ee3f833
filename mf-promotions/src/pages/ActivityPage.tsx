import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, Spinner, useSession, useTranslation } from '@site/shared';
import { CATEGORIES, fetchPromotions, type Promotion } from '../api/promotions.api';
import { PromotionArt } from '../components/PromotionArt';
import { LabelButton } from '../components/LabelButton';
import { useJoin } from '../components/useJoin';
import { NS } from '../i18n';
import styles from './promotions.module.css';

/** spec 2: /m/activity, the promotions list with a category filter and each promotion's label. */
export function ActivityPage() {
  const { t, i18n } = useTranslation(NS);
  const token = useSession((s) => s.session?.token);
  const [category, setCategory] = useState<string>('');
  const [items, setItems] = useState<Promotion[] | null>(null);
  const { join, busyId } = useJoin((updated) => setItems((list) => list?.map((p) => (p.id === updated.id ? updated : p)) ?? null));

  useEffect(() => {
    let alive = true;
    setItems(null);
    fetchPromotions(category || undefined).then(
      (list) => alive && setItems(list),
      () => alive && setItems([]),
    );
    return () => {
      alive = false;
    };
  }, [category, token, i18n.language]);

  return (
    <section className={styles.page} data-screen="activity">
      <nav className={styles.filters} aria-label={t('categories.all')}>
        {['', ...CATEGORIES].map((c) => (
          <button key={c || 'all'} type="button" className={styles.filter} data-active={c === category} onClick={() => setCategory(c)}>
            {t(`categories.${c || 'all'}`)}
          </button>
        ))}
      </nav>
      {!items ? (
        <Spinner />
      ) : !items.length ? (
        <EmptyState text={t('common:in_no_data')} />
      ) : (
        <ul className={styles.list}>
          {items.map((p) => (
            <li key={p.id} className={styles.card} data-testid="promotion-card">
              <Link to={`/m/activityDetail?id=${p.id}`} className={styles.cardLink}>
                <PromotionArt art={p.art} title={p.title} />
                <div className={styles.cardBody}>
                  <h3>{p.title}</h3>
                  <p>{p.summary}</p>
                </div>
              </Link>
              <div className={styles.cardFoot}>
                <span className={styles.period}>{period(p, i18n.language, t)}</span>
                <LabelButton label={p.label} busy={busyId === p.id} onAction={() => join(p)} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function period(p: Promotion, language: string, t: (key: string) => string): string {
  const format = (ms: number) => new Date(ms).toLocaleDateString(language === 'th' ? 'th-TH' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  return p.endTime ? `${format(p.startTime)} – ${format(p.endTime)}` : `${format(p.startTime)} – ${t('no_end')}`;
}
