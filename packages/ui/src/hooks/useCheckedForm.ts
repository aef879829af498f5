import { formErrors, type RuleResult } from '@storefront/domain';
import { useState, type FormEvent } from 'react';

/** What a form is checked by: a form schema, or a rule of the domain, read through `safeParse`. */
export interface FormCheck<Values, Checked> {
  safeParse: (values: Values) => RuleResult<Checked>;
}

/** The messages under a form's fields, keyed by field ('' for the form's own message). */
export type FieldErrors = Record<string, string>;

/**
 * The one mechanism of every form (decision 18). The values are where the form starts (`start`, read on each render:
 * the profile, the signed-in buyer's details) with what the buyer typed over it, so details that arrive later fill in
 * without overwriting anything typed. `set` and `change(field, filter)` type into fields (`field(name)` gives a field its props) and take their messages
 * away, and the form's own one, which may no longer hold; `check` shows every field's first message at once and
 * answers undefined, or clears them and answers the checked values; `submit(send)` is the submit handler; `refuse`
 * puts the server's messages under their fields; `reset` forgets what was typed. Nothing typed is lost to a refusal.
 */
export function useCheckedForm<Values extends object, Checked>(schema: FormCheck<Values, Checked>, start: Values) {
  const [typed, setTyped] = useState<Partial<Values>>({});
  const [errors, refuse] = useState<FieldErrors>({});
  const values: Values = { ...start, ...typed };

  const set = (patch: Partial<Values>) => {
    setTyped((current) => ({ ...current, ...patch }));
    const cleared = [...Object.keys(patch), ''];
    if (!cleared.some((field) => errors[field] !== undefined)) return;
    refuse((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !cleared.includes(field))));
  };
  const change =
    <Field extends keyof Values & string>(field: Field, filter?: (value: Values[Field]) => Values[Field]) =>
    (value: Values[Field]) =>
      set({ [field]: filter ? filter(value) : value } as unknown as Partial<Values>);
  /** A field's props: its value, its change (through the filter) and its message. */
  const field = <Field extends keyof Values & string>(
    name: Field,
    filter?: (value: Values[Field]) => Values[Field],
  ) => ({ value: values[name], onValueChange: change(name, filter), error: errors[name] });

  /** `by` checks with another reading of the same rules, e.g. the card's expiry against the moment of paying. */
  const check = (by: FormCheck<Values, Checked> = schema, refused?: (messages: FieldErrors) => void) => {
    const result = by.safeParse(values);
    const messages = result.success ? {} : formErrors(result.error);
    refuse(messages);
    if (!result.success) refused?.(messages);
    return result.success ? result.data : undefined;
  };
  /** The submit handler: the checked values go to `send`; a refusal's messages also to `refused`. */
  const submit =
    (send: (checked: Checked) => void, refused?: (messages: FieldErrors) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const checked = check(schema, refused);
      if (checked !== undefined) send(checked);
    };
  const reset = () => {
    setTyped({});
    refuse({});
  };
  return { values, errors, set, change, field, check, submit, refuse, reset };
}
