import { formErrors } from '@storefront/domain';
import { useState } from 'react';

/** The signed-in buyer a contact form writes for, as the session gives them (the API's field names). */
export interface Sender {
  first_name: string;
  last_name?: string | undefined;
  email: string;
  phone?: string | undefined;
}

type Issues = Parameters<typeof formErrors>[0];

interface FormRules<V> {
  safeParse: (values: V) => { error?: Issues | undefined };
}

/**
 * A contact form's values, started from the signed-in buyer's details: each detail fills its field while the buyer
 * has not typed there, and only if the form's own rule accepts it (a form never starts with an error of its own
 * making). Details that arrive after the first render fill in then, without overwriting anything typed.
 */
export function useSenderValues<V extends Record<string, string>>(
  empty: V,
  details: { [Field in keyof V]?: V[Field] | undefined } | undefined,
  rules: FormRules<V>,
) {
  const [typed, setTyped] = useState<Partial<V>>({});
  const fields = Object.keys(empty) as (keyof V & string)[];
  const offered = { ...empty };
  for (const field of fields) offered[field] = details?.[field] ?? empty[field];
  const refused = details ? formErrors(rules.safeParse(offered).error ?? { issues: [] }) : {};
  const values = { ...empty };
  for (const field of fields) {
    const start = details?.[field] !== undefined && !(field in refused) ? offered[field] : empty[field];
    values[field] = typed[field] ?? start;
  }
  const change = (field: keyof V) => (value: string) => setTyped((current) => ({ ...current, [field]: value }));
  /** After a send: the details again, and nothing typed. */
  const reset = () => setTyped({});
  return { values, change, reset };
}
