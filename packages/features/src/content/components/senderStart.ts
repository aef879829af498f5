import { formErrors } from '@storefront/domain';
import type { FormCheck } from '@storefront/ui';

/** The signed-in buyer a contact form writes for, as the session gives them (the API's field names). */
export interface Sender {
  first_name: string;
  last_name?: string | undefined;
  email: string;
  phone?: string | undefined;
}

/**
 * Where a contact form starts: each of the signed-in buyer's details fills its field, but only if the form's own rule
 * accepts it (a form never starts with an error of its own making). The form types over it (`useCheckedForm`).
 */
export function senderStart<V extends Record<string, string>>(
  empty: V,
  details: { [Field in keyof V]?: V[Field] | undefined } | undefined,
  rules: FormCheck<V, unknown>,
): V {
  if (!details) return empty;
  const fields = Object.keys(empty) as (keyof V & string)[];
  const offered = { ...empty };
  for (const field of fields) offered[field] = details[field] ?? empty[field];
  const offer = rules.safeParse(offered);
  const refused = offer.success ? {} : formErrors(offer.error);
  const start = { ...empty };
  for (const field of fields) if (details[field] !== undefined && !(field in refused)) start[field] = offered[field];
  return start;
}
