import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { s } from './ui';

interface Common {
  label: string;
  /** The message under the field (already translated), or nothing. */
  error?: string | null;
  hint?: string;
}

/** A control's label, hint and error around it; the error is tied to the control (aria-describedby) and announced. */
function FieldFrame({ label, error, hint, control }: Common & { control: (props: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={s.field}>
      <label className={s.label} htmlFor={id}>
        {label}
      </label>
      {control({ id, describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className={s.muted}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={s.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ label, error, hint, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      control={({ id, describedBy }) => (
        <input id={id} className={s.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      )}
    />
  );
}

export function TextArea({ label, error, hint, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      control={({ id, describedBy }) => (
        <textarea id={id} className={s.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      )}
    />
  );
}
