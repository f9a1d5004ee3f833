import { useFormContext } from 'react-hook-form';
import { LIMITS, useTranslation } from '@site/shared';
import { fieldErrorKey } from '@site/shared/src/forms';
import { NS } from '../i18n';
import { Field } from './Field';

type PairValues = Record<string, string>;

/**
 * A new password and, when asked, its confirmation (registration, change password, forgot password's reset step),
 * inside a react-hook-form FormProvider. Editing the password drops its message; the confirmation's goes too, or,
 * with `recheck` (registration), a confirmation already typed is checked again as either field changes
 * (product-rules 5: the confirmation must equal the password).
 */
export function PasswordPair({
  password,
  confirmation,
  labels = ['fields.newPassword', 'fields.confirmPassword'],
  recheck = false,
  onEdit,
}: {
  /** The form's field names (the API's body names). */
  password: string;
  confirmation?: string;
  /** The i18n keys of the two labels. */
  labels?: [string, string];
  recheck?: boolean;
  /** Told of every edit (the form drops its refusal's text). */
  onEdit?: () => void;
}) {
  const { t } = useTranslation(NS);
  const { register, clearErrors, getValues, trigger, formState } = useFormContext<PairValues>();
  const passwordEdited = () => {
    clearErrors(password);
    if (confirmation && recheck && getValues(confirmation)) void trigger(confirmation);
    else if (confirmation) clearErrors(confirmation);
    onEdit?.();
  };
  const confirmationEdited = () => {
    if (confirmation && recheck) void trigger(confirmation);
    else if (confirmation) clearErrors(confirmation);
    onEdit?.();
  };
  return (
    <>
      <Field
        {...register(password, { onChange: passwordEdited })}
        type="password"
        autoComplete="new-password"
        label={t(labels[0])}
        required
        maxLength={LIMITS.passwordMax}
        error={fieldErrorKey(formState.errors, password, { required: true })}
      />
      {confirmation ? (
        <Field
          {...register(confirmation, { onChange: confirmationEdited })}
          type="password"
          autoComplete="new-password"
          label={t(labels[1])}
          required
          maxLength={LIMITS.passwordMax}
          error={fieldErrorKey(formState.errors, confirmation, { required: true })}
        />
      ) : null}
    </>
  );
}
