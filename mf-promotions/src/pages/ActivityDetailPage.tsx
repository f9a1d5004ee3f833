import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, Spinner, useSession, useTranslation } from '@site/shared';
import { fetchPromotion, type Promotion } from '../api/promotions.api';
import { PromotionArt } from '../components/PromotionArt';
import { LabelButton } from '../components/LabelButton';
import { useJoin } from '../components/useJoin';
import { period } from './ActivityPage';
import { NS } from '../i18n';
import styles from './promotions.module.css';

/** Operator-written HTML shown as text paragraphs: no markup from the server reaches the DOM. */
function paragraphs(html: string): string[] {
  return html
    .split(/<\/p>|<br\s*\/?>/i)
    .map((part) => part.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').trim())
    .filter(Boolean);
}

export function ActivityDetailPage() {
  const { t, i18n } = useTranslation(NS);
  const [params] = useSearchParams();
  const token = useSession((s) => s.session?.token);
  const id = Number(params.get('id'));
  const [promotion, setPromotion] = useState<Promotion | null | undefined>(undefined);
  const { join, busyId } = useJoin(setPromotion);

  useEffect(() => {
    if (!Number.isInteger(id) || id < 1) return setPromotion(null);
    fetchPromotion(id).then(setPromotion, () => setPromotion(null));
  }, [id, token, i18n.language]);

  if (promotion === undefined) return <Spinner />;
  if (!promotion) return <EmptyState text={t('common:in_no_data')} />;

  return (
    <article className={styles.page} data-screen="activityDetail">
      <div className={styles.card}>
        <PromotionArt art={promotion.art} title={promotion.title} />
        <div className={styles.cardBody}>
          <h3>{promotion.title}</h3>
          <p className={styles.period}>{period(promotion, i18n.language, t)}</p>
          {paragraphs(promotion.content).map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
        <div className={styles.cardFoot}>
          <span />
          <LabelButton label={promotion.label} busy={busyId === promotion.id} onAction={() => join(promotion)} />
        </div>
      </div>
    </article>
  );
}
