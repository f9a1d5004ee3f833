import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, errorText, Spinner, toast, TOAST_MS, useSession } from '@site/shared';
import { fetchPromotion, joinPromotion, type Promotion } from '../api/promotions.api';
import { PromotionArt } from '../components/PromotionArt';
import { LabelButton } from '../components/LabelButton';
import { canTakePart, period } from './ActivityPage';
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
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!Number.isInteger(id) || id < 1) return setPromotion(null);
    fetchPromotion(id).then(setPromotion, () => setPromotion(null));
  }, [id, token, i18n.language]);

  if (promotion === undefined) return <Spinner />;
  if (!promotion) return <EmptyState text={t('common:in_no_data')} />;

  const act = async () => {
    if (!canTakePart(t)) return;
    setBusy(true);
    try {
      const updated = await joinPromotion(promotion.id);
      setPromotion(updated);
      toast.show(t(`labels.${updated.label}`), 'success', TOAST_MS.success);
    } catch (error) {
      toast.show(errorText(error), 'error');
    } finally {
      setBusy(false);
    }
  };

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
          <LabelButton label={promotion.label} busy={busy} onAction={act} />
        </div>
      </div>
    </article>
  );
}
