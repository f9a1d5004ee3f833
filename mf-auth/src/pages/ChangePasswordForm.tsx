import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ApiError, check, checkConfirmation, errorText, toast, TOAST_MS, useSession, useTranslation } from '@site/shared';
import { type FormChecks, checksResolver, fieldErrorKey } from '@site/shared/src/forms';
import { changePassword, readRemembered, writeRemembered } from '../api/auth.api';
import { Field } from '../components/Field';
import { PasswordPair } from '../components/PasswordPair';
import { NS } from '../i18n';
import styles from '../components/auth.module.css';

/** The prompt under the new password when it equals the old one (product-rules 5: same_password). */
const SAME_PASSWORD = 'common:same_password';

type Values = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/** product-rules 5: each field's rule; once they pass, a new password equal to the old one is the same_password prompt. */
const checks: FormChecks<Values> = (v) => {
  const errors = {
    oldPassword: check('loginPassword', v.oldPassword, true),
    newPassword: check('password', v.newPassword, true),
    confirmNewPassword: checkConfirmation(v.newPassword, v.confirmNewPassword),
  };
  if (Object.values(errors).some(Boolean)) return errors;
  return { newPassword: v.newPassword === v.oldPassword ? SAME_PASSWORD : null };
};
const resolver = checksResolver(checks);

/**
 * product-rules 2/4/5: needs a stored session. A new password equal to the old one is the same_password prompt, shown on
 * submit with nothing sent (and the server's modify.new.old.same shows the same prompt); it goes as soon as either
 * password changes.
 */
export function ChangePasswordForm({ onDone, titleId }: { onDone: () => void; titleId?: string }) {
  const { t } = useTranslation(NS);
  const session = useSession((s) => s.session);
  // Checked on submit only; an edit drops the messages it makes stale (PasswordPair, the old password below).
  const form = useForm<Values>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { register, handleSubmit, setError, clearErrors, formState } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!session) onDone(); // product-rules 2: without a stored session, back to /m/home
  }, [session, onDone]);

  const submit = async ({ oldPassword, newPassword, confirmNewPassword }: Values) => {
    setFormError(null);
    setBusy(true);
    toast.loading(t('common:loading'), 10_000);
    try {
      await changePassword({ oldPassword, newPassword, confirmNewPassword });
      // The server revoked the remember token; keep only the remembered username.
      const remembered = readRemembered('username');
      if (remembered) writeRemembered({ type: 'username', username: remembered.username }, 'username');
      toast.show(t('common:change_pass_success'), 'success', TOAST_MS.success);
      setTimeout(onDone, TOAST_MS.success);
    } catch (err) {
      // product-rules 4: failure only hides the loading; the form says why.
      toast.hide();
      if (err instanceof ApiError && err.errorCode === 'modify.new.old.same')
        setError('newPassword', { type: 'server', message: SAME_PASSWORD }, { shouldFocus: true });
      else setFormError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  if (!session) return null;
  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate data-testid="change-password">
        <h2 className={styles.heading} id={titleId}>
          {t('change.title')}
        </h2>
        <Field
          {...register('oldPassword', {
            onChange: () => {
              clearErrors(['oldPassword', 'newPassword']);
              setFormError(null);
            },
          })}
          type="password"
          autoComplete="current-password"
          label={t('fields.oldPassword')}
          required
          error={fieldErrorKey(formState.errors, 'oldPassword', { required: true })}
        />
        <PasswordPair password="newPassword" confirmation="confirmNewPassword" onEdit={() => setFormError(null)} />
        {formError ? (
          <p className={styles.formError} role="alert" data-testid="form-error">
            {formError}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={busy} data-testid="change-submit">
          {t('change.submit')}
        </button>
      </form>
    </FormProvider>
  );
}
