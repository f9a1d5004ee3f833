import { useSearchParams } from 'react-router-dom';
import { EmptyState, Spinner, useTranslation } from '@site/shared';
import { PromotionArt } from '../../components/PromotionArt';
import { LabelButton } from '../../components/LabelButton';
import { NS } from '../../i18n';
import styles from '../../pages/promotions.module.css';
import { EntryPanel } from './EntryPanel';
import { period } from './period';
import { usePromotion } from './use-promotions';
import { useTakePart } from './use-take-part';

/** Operator-written HTML shown as text paragraphs: no markup from the server reaches the DOM. */
function paragraphs(html: string): string[] {
  return html
    .split(/<\/p>|<br\s*\/?>/i)
    .map((part) =>
      part
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .trim(),
    )
    .filter(Boolean);
}

/** /m/activityDetail?id=: the activity, its button, and what the member has of it (reward, reason, turnover). */
export function ActivityDetailPage() {
  const { t, i18n } = useTranslation(NS);
  const [params] = useSearchParams();
  const promotion = usePromotion(Number(params.get('id')));
  const { takePart, busyId } = useTakePart();

  if (promotion === undefined) return <Spinner />;
  if (!promotion) return <EmptyState text={t('common:in_no_data')} />;

  return (
    <article className={styles.page} data-screen="activityDetail">
      <div className={styles.card}>
        <PromotionArt art={promotion.art} title={promotion.title} />
        <div className={styles.cardBody}>
          <h2>{promotion.title}</h2>
          <p className={styles.period}>{period(promotion, i18n.language, t)}</p>
          {paragraphs(promotion.content).map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
        <div className={styles.cardFoot}>
          <span />
          <LabelButton label={promotion.label} busy={busyId === promotion.id} onAction={() => takePart(promotion)} />
        </div>
      </div>
      <EntryPanel promotion={promotion} />
    </article>
  );
}
