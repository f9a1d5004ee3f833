import styles from './ui.module.css';

/** A small count on a menu item or tab (the promo counters, product-rules 3.20); nothing when there is nothing to count. */
export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span className={styles.countBadge} data-testid={testId} data-count={count}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
