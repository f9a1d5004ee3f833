import { useEffect, useMemo } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';

/**
 * Forms with react-hook-form, validated by the shared rule set (shared/src/validation/rules.ts, the bounds and
 * patterns the API's TypeBox schemas take): each field's rule returns null or the i18n key of its message, as every
 * rule of rules.ts does, and the form shows the key's text. A small resolver rather than @hookform/resolvers/typebox:
 * that one needs TypeBox 1.x (the contracts use @sinclair/typebox 0.34), compiles validators with new Function (the
 * site's CSP has no 'unsafe-eval'), and its messages are English sentences, not our error keys.
 *
 * Imported as '@site/shared/src/forms' (not from the package's index), so a screen without a form never loads it.
 */

/**
 * The key of an empty required field (product-rules 5). It keeps the submit button off; like the forms before them,
 * the member's forms show no message for it (fieldErrorKey skips it).
 */
export const REQUIRED = 'common:required';

/** A field's rule: null when the value passes, else its message's key; it sees every value and the form's context. */
export type FieldRule<Value, Values, Context> = (value: Value, values: Values, context: Context) => string | null;
export type FormRules<Values extends FieldValues, Context = undefined> = {
  [Name in keyof Values]?: FieldRule<Values[Name], Values, Context>;
};

/**
 * A form's checks written as one function (validation/rules.ts: check, checkConfirmation): each field's message key,
 * or null when it passes. The context is useForm's `context` (a tab, a remembered token, the registration settings).
 */
export type FormChecks<Values extends FieldValues, Context = undefined> = (
  values: Values,
  context: Context,
) => Partial<Record<keyof Values & string, string | null | undefined>>;

/** react-hook-form's resolver for such checks: a failing field's error message is its key (REQUIRED typed 'required'). */
export function checksResolver<Values extends FieldValues, Context = undefined>(
  checks: FormChecks<Values, Context>,
): Resolver<Values, Context> {
  return (values, context) => {
    const failed = Object.entries(checks(values, context as Context)).filter((entry): entry is [string, string] => !!entry[1]);
    if (!failed.length) return { values, errors: {} };
    const errors = Object.fromEntries(failed.map(([name, key]) => [name, { type: key === REQUIRED ? 'required' : 'rule', message: key }]));
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** The resolver of per-field rules: each field's rule, run on every value and the context. */
export function ruleResolver<Values extends FieldValues, Context = undefined>(
  rules: FormRules<Values, Context>,
): Resolver<Values, Context> {
  return checksResolver((values, context) => {
    const keys: Partial<Record<keyof Values & string, string | null>> = {};
    for (const name of Object.keys(rules) as Array<keyof Values & string>)
      keys[name] = rules[name]?.(values[name], values, context) ?? null;
    return keys;
  });
}

/** A rule that fails an empty (or blank) value with REQUIRED, then runs the given one. */
export const required =
  <Values, Context>(rule?: FieldRule<string, Values, Context>): FieldRule<string, Values, Context> =>
  (value, values, context) =>
    !value?.trim() ? REQUIRED : (rule?.(value, values, context) ?? null);

/**
 * useForm with the rules: every change re-checks every field (one field's value can change another's verdict: the
 * chosen method's limits, the confirmation of a PIN), and so does a change of the context (limits loaded, the
 * balance moved). formState.isValid says whether the form may be sent.
 */
export function useRuleForm<Values extends FieldValues, Context = undefined>(
  rules: FormRules<Values, Context>,
  options: { defaultValues: DefaultValues<Values>; context?: Context },
): UseFormReturn<Values, Context> {
  const resolver = useMemo(() => ruleResolver(rules), [rules]);
  const form = useForm<Values, Context>({ mode: 'onChange', resolver, defaultValues: options.defaultValues, context: options.context });
  const { watch, trigger } = form;
  useEffect(() => {
    const subscription = watch(() => void trigger());
    return () => subscription.unsubscribe();
  }, [watch, trigger]);
  useEffect(() => {
    void trigger();
  }, [options.context, trigger]);
  return form;
}

/**
 * The key to show under a field: its rule's. REQUIRED only when asked (a form that shows it after a submit attempt:
 * `{ required: formState.isSubmitted }`); the member's forms never do, an empty field only keeps their submit off.
 */
export function fieldErrorKey<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  name: keyof Values & string,
  show: { required?: boolean } = {},
): string | null {
  const error = errors[name];
  if (!error || typeof error.message !== 'string') return null;
  return error.type !== 'required' || show.required ? error.message : null;
}
