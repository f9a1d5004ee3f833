import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's checks on the shared rule set (validation/rules.ts: check, checkConfirmation, rules.*): each field's
 * message as an i18n key, or null when it passes. The context is useForm's `context` (what the checks depend on
 * beyond the values: a tab, a remembered token, the registration settings).
 */
export type FormChecks<V extends FieldValues, C = undefined> = (
  values: V,
  context: C,
) => Partial<Record<Extract<keyof V, string>, string | null | undefined>>;

/**
 * react-hook-form's resolver for such checks: product-rules 5's rules stay the one source (the API's schemas use the
 * same LIMITS and PATTERNS), and a field's error message is its i18n key, translated where it shows.
 */
export function ruleResolver<V extends FieldValues, C = undefined>(checks: FormChecks<V, C>): Resolver<V, C> {
  return (values, context) => {
    const failed = Object.entries(checks(values, context as C)).filter((entry): entry is [string, string] => !!entry[1]);
    if (!failed.length) return { values, errors: {} };
    const errors = Object.fromEntries(failed.map(([name, key]) => [name, { type: 'rule', message: key }]));
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** The i18n key of a field's message (what a field component's `error` takes), or null. */
export function errorKey<V extends FieldValues>(errors: FieldErrors<V>, name: Extract<keyof V, string>): string | null {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : null;
}
