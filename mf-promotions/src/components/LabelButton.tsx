import { useTranslation } from '@site/shared';
import type { PromotionLabel } from '../api/promotions.api';
import { NS } from '../i18n';
import styles from '../pages/promotions.module.css';

/** Only Join and Claim are actions; the other labels show the member's state. */
export function LabelButton({ label, busy, onAction }: { label: PromotionLabel; busy?: boolean; onAction: () => void }) {
  const { t } = useTranslation(NS);
  const actionable = label === 'JOIN' || label === 'CLAIM';
  return (
    <button
      type="button"
      className={styles.labelButton}
      data-label={label}
      disabled={!actionable || busy}
      onClick={onAction}
      data-testid="promotion-action"
    >
      {t(`labels.${label}`)}
    </button>
  );
}
