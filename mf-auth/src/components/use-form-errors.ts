import { useCallback, useState } from 'react';

export type FieldErrors = Record<string, string | null>;

/**
 * A form's messages: one per field (an i18n key) and the last refusal's text. A field the user changes drops its
 * own message, those of the fields it is checked against (`linked`), and the refusal's: a message about what is no
 * longer on screen does not stay.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const edit = useCallback(
    (field: string, set: (value: string) => void, linked: string[] = []) =>
      (value: string) => {
        set(value);
        setFormError(null);
        setErrors((current) => ({ ...current, ...Object.fromEntries([field, ...linked].map((name) => [name, null])) }));
      },
    [],
  );
  return { errors, setErrors, formError, setFormError, edit };
}
