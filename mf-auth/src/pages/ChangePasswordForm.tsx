import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, check, checkConfirmation, errorText, LIMITS, toast, TOAST_MS, useSession, useTranslation } from '@site/shared';
import { changePassword, readRemembered, writeRemembered } from '../api/auth.api';
import { Field } from '../components/Field';
import { useFormErrors } from '../components/use-form-errors';
import { NS } from '../i18n';
import styles from '../components/auth.module.css';

/** The prompt under the new password when it equals the old one (product-rules 5: same_password). */
const SAME_PASSWORD = 'common:same_password';

/**
 * product-rules 2/4/5: needs a stored session. A new password equal to the old one is the same_password prompt, shown on
 * submit with nothing sent (and the server's modify.new.old.same shows the same prompt); it goes as soon as either
 * password changes.
 */
export function ChangePasswordForm({ onDone, titleId }: { onDone: () => void; titleId?: string }) {
  const { t } = useTranslation(NS);
  const session = useSession((s) => s.session);
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { errors, setErrors, formError, setFormError, edit } = useFormErrors();
  const [busy, setBusy] = useState(false);
  const newRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!session) onDone(); // product-rules 2: without a stored session, back to /m/home
  }, [session, onDone]);

  const samePassword = () => {
    setErrors((current) => ({ ...current, new: SAME_PASSWORD }));
    newRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      old: check('loginPassword', oldPassword, true),
      new: check('password', newPassword, true),
      confirm: checkConfirmation(newPassword, confirmation),
    };
    setErrors(next);
    setFormError(null);
    if (Object.values(next).some(Boolean)) return;
    if (newPassword === oldPassword) return samePassword();
    setBusy(true);
    toast.loading(t('common:loading'), 10_000);
    try {
      await changePassword({ oldPassword, newPassword, confirmNewPassword: confirmation });
      // The server revoked the remember token; keep only the remembered username.
      const remembered = readRemembered('username');
      if (remembered) writeRemembered({ type: 'username', username: remembered.username }, 'username');
      toast.show(t('common:change_pass_success'), 'success', TOAST_MS.success);
      setTimeout(onDone, TOAST_MS.success);
    } catch (err) {
      // product-rules 4: failure only hides the loading; the form says why.
      toast.hide();
      if (err instanceof ApiError && err.errorCode === 'modify.new.old.same') samePassword();
      else setFormError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  if (!session) return null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="change-password">
      <h2 className={styles.heading} id={titleId}>
        {t('change.title')}
      </h2>
      <Field
        name="oldPassword"
        type="password"
        autoComplete="current-password"
        label={t('fields.oldPassword')}
        required
        value={oldPassword}
        error={errors.old}
        onChange={(e) => edit('old', setOld, ['new'])(e.target.value)}
      />
      <Field
        ref={newRef}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={t('fields.newPassword')}
        required
        maxLength={LIMITS.passwordMax}
        value={newPassword}
        error={errors.new}
        onChange={(e) => edit('new', setNew, ['confirm'])(e.target.value)}
      />
      <Field
        name="confirmNewPassword"
        type="password"
        autoComplete="new-password"
        label={t('fields.confirmPassword')}
        required
        maxLength={LIMITS.passwordMax}
        value={confirmation}
        error={errors.confirm}
        onChange={(e) => edit('confirm', setConfirmation)(e.target.value)}
      />
      {formError ? (
        <p className={styles.formError} role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy} data-testid="change-submit">
        {t('change.submit')}
      </button>
    </form>
  );
}
