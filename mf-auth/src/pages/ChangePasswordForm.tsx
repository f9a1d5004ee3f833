import { useEffect, useState, type FormEvent } from 'react';
import { api, check, checkConfirmation, errorText, toast, TOAST_MS, useSession, useTranslation } from '@site/shared';
import { readRemembered, writeRemembered } from '../api/auth.api';
import { Field } from '../components/Field';
import { NS } from '../i18n';
import styles from '../components/auth.module.css';

/** spec 2/4: needs a stored session; new equal to old prompts same_password and sends nothing. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(NS);
  const session = useSession((s) => s.session);
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!session) onDone(); // spec 2: without a stored session, back to /m/home
  }, [session, onDone]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { old: check('loginPassword', oldPassword, true), new: check('password', newPassword, true), confirm: checkConfirmation(newPassword, confirmation) };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    if (newPassword === oldPassword) return toast.show(t('common:same_password'), 'error', TOAST_MS.short);
    setBusy(true);
    toast.loading(t('common:loading'), 10_000);
    try {
      await api.post('/wps/member/password', { oldPassword, newPassword, confirmNewPassword: confirmation });
      // The server revoked the remember token; keep only the remembered username.
      const remembered = readRemembered('username');
      if (remembered) writeRemembered({ type: 'username', username: remembered.username }, 'username');
      toast.show(t('common:change_pass_success'), 'success', TOAST_MS.success);
      setTimeout(onDone, TOAST_MS.success);
    } catch (err) {
      // spec 4: failure only hides the loading; the field says why.
      toast.hide();
      setErrors({ old: null, new: null, confirm: null, form: errorText(err) });
    } finally {
      setBusy(false);
    }
  };
  if (!session) return null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="change-password">
      <h2 className={styles.heading}>{t('change.title')}</h2>
      <Field name="oldPassword" type="password" autoComplete="current-password" label={t('fields.oldPassword')} required value={oldPassword} error={errors.old} onChange={(e) => setOld(e.target.value)} />
      <Field name="newPassword" type="password" autoComplete="new-password" label={t('fields.newPassword')} required maxLength={20} value={newPassword} error={errors.new} onChange={(e) => setNew(e.target.value)} />
      <Field name="confirmNewPassword" type="password" autoComplete="new-password" label={t('fields.confirmPassword')} required maxLength={20} value={confirmation} error={errors.confirm} onChange={(e) => setConfirmation(e.target.value)} />
      {errors.form ? <p className={styles.formError} role="alert" data-testid="form-error">{errors.form}</p> : null}
      <button type="submit" className={styles.primary} disabled={busy} data-testid="change-submit">
        {t('change.submit')}
      </button>
    </form>
  );
}
