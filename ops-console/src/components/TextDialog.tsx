import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog, DialogTitle } from '@site/shared/src/ui/Dialog';
import { useTranslation } from '@site/shared/src/i18n/use-translation';
import { NS } from '../i18n';
import { errorText } from '../api/client';
import { TextArea } from './Field';
import { cx, s } from './ui';

/**
 * A dialog that asks for one text (a rejection's reason, a feedback's answer) and sends it; it stays open with the
 * refusal's text when the API refuses. `extra` goes above the text (a title field).
 */
export function TextDialog({
  title,
  label,
  hint,
  submitLabel,
  danger = false,
  maxLength,
  extra,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  hint?: string;
  submitLabel: string;
  danger?: boolean;
  maxLength: number;
  extra?: ReactNode;
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t('common.required'));
    setBusy(true);
    setError(null);
    try {
      await onSubmit(text.trim());
      onClose();
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };
  return (
    <Dialog className={s.mask} labelledBy={titleId} onClose={onClose}>
      <form className={cx.panel} onSubmit={submit} noValidate>
        <DialogTitle id={titleId} className={s.dialogTitle}>
          {title}
        </DialogTitle>
        {extra}
        <TextArea
          label={label}
          hint={hint}
          value={text}
          maxLength={maxLength}
          required
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <div className={s.actions}>
          <button type="submit" className={danger ? cx.danger : cx.button} disabled={busy}>
            {submitLabel}
          </button>
          <button type="button" className={cx.secondary} onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
