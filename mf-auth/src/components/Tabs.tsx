import styles from './auth.module.css';

export function Tabs<T extends string>({ tabs, value, onChange }: { tabs: Array<[T, string]>; value: T; onChange: (value: T) => void }) {
  return (
    <div className={styles.tabs} role="tablist">
      {tabs.map(([key, label]) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={key === value}
          className={styles.tab}
          data-active={key === value}
          onClick={() => onChange(key)}
          data-testid={`tab-${key}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
