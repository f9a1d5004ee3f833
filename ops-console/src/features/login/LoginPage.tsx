import { useState } from 'react';
import { useTranslation } from '@site/shared/src/i18n/use-translation';
import { fieldErrorKey, required, useRuleForm, type FormRules } from '@site/shared/src/forms';
import { NS } from '../../i18n';
import { signIn } from '../../api/session.api';
import { errorText, OpsApiError } from '../../api/client';
import { useOperatorSession } from '../../stores/operator-session.store';
import { TextField } from '../../components/Field';
import { Preferences } from '../../components/Layout';
import { cx, s } from '../../components/ui';

interface LoginValues {
  name: string;
  password: string;
  captcha: string;
}
const RULES: FormRules<LoginValues> = { name: required(), password: required() };

/** The captcha a refused sign-in hands over in its value (after a failure of the name: docs/operator-console.md). */
function captchaOf(error: unknown): { image: string; id: string } | null {
  const value = error instanceof OpsApiError ? (error.value as { captcha?: unknown; captchaId?: unknown } | undefined) : undefined;
  return typeof value?.captcha === 'string' && typeof value.captchaId === 'string' ? { image: value.captcha, id: value.captchaId } : null;
}

/**
 * Operator sign-in (POST /ops/session): the token is kept for this tab only (operator-session.store.ts). When the API
 * answers with a captcha (a failed sign-in of the name), the form shows it and sends its answer with the next try.
 */
export function LoginPage() {
  const { t } = useTranslation(NS);
  const keep = useOperatorSession((state) => state.signIn);
  const [failure, setFailure] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<{ image: string; id: string } | null>(null);
  const { register, handleSubmit, formState, setValue } = useRuleForm(RULES, { defaultValues: { name: '', password: '', captcha: '' } });
  const shown = (name: keyof LoginValues) => {
    const key = fieldErrorKey(formState.errors, name, { required: formState.isSubmitted });
    return key ? t('common.required') : null;
  };
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = captcha && values.captcha.trim() ? { captcha: values.captcha.trim(), captchaId: captcha.id } : {};
      const { token, id, name, role } = await signIn({ name: values.name, password: values.password, ...answer });
      keep({ token, id, name, role });
    } catch (error) {
      // Each captcha serves once: the refusal brings the next one (or none, and the last one stays).
      const next = captchaOf(error);
      if (next) setCaptcha(next);
      setValue('captcha', '');
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
          {captcha ? (
            <>
              <img className={s.captcha} src={captcha.image} alt="" width={120} height={44} data-testid="ops-captcha-image" />
              <TextField
                label={t('login.captcha')}
                hint={t('login.captchaHint')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
                {...register('captcha')}
              />
            </>
          ) : null}
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
