import type { Promotion } from '../api/promotions.api';
import styles from './PromotionArt.module.css';

/** Card art drawn locally from the promotion's colours and glyph: no remote images. */
export function PromotionArt({ art, title }: { art: Promotion['art']; title: string }) {
  const from = art.from ?? '#f6c244';
  const to = art.to ?? '#e59a1b';
  return (
    <div className={styles.art} style={{ background: `linear-gradient(135deg, ${from}, ${to})` }} role="img" aria-label={title}>
      <span className={styles.ring} />
      <span className={styles.ring2} />
      <strong className={styles.glyph}>{art.glyph ?? '★'}</strong>
    </div>
  );
}
