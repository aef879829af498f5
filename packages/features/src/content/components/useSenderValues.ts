import { formErrors } from '@storefront/domain';
import { useFormChecks, type FormCheck } from '@storefront/ui';
import { useState } from 'react';

/** The signed-in buyer a contact form writes for, as the session gives them (the API's field names). */
export interface Sender {
  first_name: string;
  last_name?: string | undefined;
  email: string;
  phone?: string | undefined;
}

/**
 * A contact form's values and checks, started from the signed-in buyer's details: each detail fills its field while
 * the buyer has not typed there, and only if the form's own rule accepts it (a form never starts with an error of its
 * own making). Details that arrive after the first render fill in then, without overwriting anything typed. Typing in
 * a field takes its message away; `check` shows the messages or answers the checked values.
 */
export function useSenderValues<V extends Record<string, string>, Checked>(
  empty: V,
  details: { [Field in keyof V]?: V[Field] | undefined } | undefined,
  rules: FormCheck<V, Checked>,
) {
  const [typed, setTyped] = useState<Partial<V>>({});
  const { errors, clear, check, refuse } = useFormChecks();
  const fields = Object.keys(empty) as (keyof V & string)[];
  const offered = { ...empty };
  for (const field of fields) offered[field] = details?.[field] ?? empty[field];
  const offer = rules.safeParse(offered);
  const refused = details && !offer.success ? formErrors(offer.error) : {};
  const values = { ...empty };
  for (const field of fields) {
    const start = details?.[field] !== undefined && !(field in refused) ? offered[field] : empty[field];
    values[field] = typed[field] ?? start;
  }
  const change = (field: keyof V & string) => (value: string) => {
    setTyped((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  /** After a send: the details again, and nothing typed. */
  const reset = () => setTyped({});
  return { values, change, reset, errors, check: () => check(rules, values), refuse };
}
