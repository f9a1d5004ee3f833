import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** A screen's h1 for screen readers only, where the screen shows its title as a logo or not at all (one h1 a screen). */
export function HiddenScreenTitle({ children }: { children: ReactNode }) {
  return <h1 className={styles.visuallyHidden}>{children}</h1>;
}
