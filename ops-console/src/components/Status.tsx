import { cx } from './ui';

/** What the last action did, announced politely (role=status); a failure in the error style. */
export interface Notice {
  text: string;
  error?: boolean;
}

export function Status({ notice }: { notice: Notice | null }) {
  return (
    <p role="status" className={notice?.error ? cx.statusError : cx.status}>
      {notice?.text ?? ''}
    </p>
  );
}
