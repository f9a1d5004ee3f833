import ui from './ui.module.css';

/** A row of tabs (the security centre's, the records'): the one selected is the screen's ?tab=; each has its text. */
export function Tabs<T extends string>({
  names,
  current,
  text,
  onSelect,
  testId,
}: {
  names: readonly T[];
  current: T;
  text(name: T): string;
  onSelect(name: T): void;
  testId(name: T): string;
}) {
  return (
    <div className={ui.tabs} role="tablist">
      {names.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          aria-selected={current === name}
          className={`${ui.tab} ${current === name ? ui.tabActive : ''}`}
          onClick={() => onSelect(name)}
          data-testid={testId(name)}
        >
          {text(name)}
        </button>
      ))}
    </div>
  );
}
