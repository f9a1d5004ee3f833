import { useFormContext } from 'react-hook-form';
import { errorKey, LIMITS, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import { Field } from './Field';

type PairValues = Record<string, string>;

/**
 * A new password and, when asked, its confirmation (change password; forgot password's reset step), inside a
 * react-hook-form FormProvider. Editing the password drops its message and the confirmation's: they were about
 * what is no longer there (product-rules 5: the confirmation is checked against the password).
 */
export function PasswordPair({
  password,
  confirmation,
  onEdit,
}: {
  /** The form's field names (the API's body names). */
  password: string;
  confirmation?: string;
  /** Told of every edit (the form drops its refusal's text). */
  onEdit?: () => void;
}) {
  const { t } = useTranslation(NS);
  const { register, clearErrors, formState } = useFormContext<PairValues>();
  const edited = (names: string[]) => () => {
    clearErrors(names);
    onEdit?.();
  };
  return (
    <>
      <Field
        {...register(password, { onChange: edited(confirmation ? [password, confirmation] : [password]) })}
        type="password"
        autoComplete="new-password"
        label={t('fields.newPassword')}
        required
        maxLength={LIMITS.passwordMax}
        error={errorKey(formState.errors, password)}
      />
      {confirmation ? (
        <Field
          {...register(confirmation, { onChange: edited([confirmation]) })}
          type="password"
          autoComplete="new-password"
          label={t('fields.confirmPassword')}
          required
          maxLength={LIMITS.passwordMax}
          error={errorKey(formState.errors, confirmation)}
        />
      ) : null}
    </>
  );
}
