import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ApiError, check, checkConfirmation, errorText, toast, TOAST_MS, useSession, useTranslation } from '@site/shared';
import { type FormChecks, checksResolver, fieldErrorKey } from '@site/shared/src/forms';
import { changePassword, readRemembered, writeRemembered } from '../api/auth.api';
import { Field } from '../components/Field';
import { PasswordPair } from '../components/PasswordPair';
import { SamePasswordPrompt } from '../components/SamePasswordPrompt';
import { NS } from '../i18n';
import styles from '../components/auth.module.css';

type Values = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/** product-rules 5: each field's rule (a new password equal to the old one is the same_password prompt, on submit). */
const checks: FormChecks<Values> = (v) => ({
  oldPassword: check('loginPassword', v.oldPassword, true),
  newPassword: check('password', v.newPassword, true),
  confirmNewPassword: checkConfirmation(v.newPassword, v.confirmNewPassword),
});
const resolver = checksResolver(checks);

/**
 * product-rules 2/4/5: needs a stored session. A new password equal to the old one is the same_password prompt (a
 * dialog with its submit button), shown on submit with nothing sent; the server's modify.new.old.same shows the same
 * prompt. Closing it returns the focus to the new password.
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
  const { register, handleSubmit, setFocus, clearErrors, formState } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [samePassword, setSamePassword] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!session) onDone(); // product-rules 2: without a stored session, back to /m/home
  }, [session, onDone]);

  const submit = async ({ oldPassword, newPassword, confirmNewPassword }: Values) => {
    setFormError(null);
    if (newPassword === oldPassword) {
      setSamePassword(true);
      return;
    }
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
      if (err instanceof ApiError && err.errorCode === 'modify.new.old.same') setSamePassword(true);
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
        {samePassword ? (
          <SamePasswordPrompt
            onClose={() => {
              setSamePassword(false);
              setFocus('newPassword');
            }}
          />
        ) : null}
      </form>
    </FormProvider>
  );
}
