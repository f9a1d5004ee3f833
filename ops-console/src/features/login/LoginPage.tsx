import { useState } from 'react';
import { useTranslation } from '@site/shared/src/i18n/use-translation';
import { fieldErrorKey, required, useRuleForm, type FormRules } from '@site/shared/src/forms';
import { NS } from '../../i18n';
import { signIn } from '../../api/session.api';
import { errorText } from '../../api/client';
import { useOperatorSession } from '../../stores/operator-session.store';
import { TextField } from '../../components/Field';
import { Preferences } from '../../components/Layout';
import { cx, s } from '../../components/ui';

interface LoginValues {
  name: string;
  password: string;
}
const RULES: FormRules<LoginValues> = { name: required(), password: required() };

/** Operator sign-in (POST /ops/session): the token is kept for this tab only (operator-session.store.ts). */
export function LoginPage() {
  const { t } = useTranslation(NS);
  const keep = useOperatorSession((state) => state.signIn);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useRuleForm(RULES, { defaultValues: { name: '', password: '' } });
  const shown = (name: keyof LoginValues) => {
    const key = fieldErrorKey(formState.errors, name, { required: formState.isSubmitted });
    return key ? t('common.required') : null;
  };
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { token, id, name, role } = await signIn(values);
      keep({ token, id, name, role });
    } catch (error) {
      setFailure(errorText(error));
    }
  });
  return (
    <>
      <header className={s.header}>
        <h1 className={s.brand}>{t('title')}</h1>
        <div className={s.tools}>
          <Preferences />
        </div>
      </header>
      <main className={s.loginPage}>
        <form className={cx.loginCard} onSubmit={submit} noValidate aria-labelledby="ops-login-heading">
          <h2 id="ops-login-heading" className={s.h2}>
            {t('login.heading')}
          </h2>
          <TextField label={t('login.name')} autoComplete="username" autoCapitalize="none" error={shown('name')} {...register('name')} />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            error={shown('password')}
            {...register('password')}
          />
          {failure ? (
            <p className={s.error} role="alert">
              {failure}
            </p>
          ) : null}
          <button type="submit" className={cx.button} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('login.signingIn') : t('login.submit')}
          </button>
        </form>
      </main>
    </>
  );
}
