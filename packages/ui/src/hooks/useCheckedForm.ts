import { formErrors, type RuleResult } from '@storefront/domain';
import { useState, type FormEvent } from 'react';

/** What a form is checked by: a form schema, or a rule of the domain, read through `safeParse`. */
export interface FormCheck<Values, Checked> {
  safeParse: (values: Values) => RuleResult<Checked>;
}

/**
 * The messages under a form's fields, keyed by field ('' for the form's own message). `check` shows each field's
 * first message and answers undefined, or clears them and answers the checked values; `clear` takes away the
 * messages of the fields the buyer has just changed, and the form's own message, which may no longer hold.
 */
export function useFormChecks() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clear = (...fields: string[]) => {
    const cleared = [...fields, ''];
    if (!cleared.some((field) => errors[field] !== undefined)) return;
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !cleared.includes(field))));
  };
  const check = <Values, Checked>(schema: FormCheck<Values, Checked>, values: Values): Checked | undefined => {
    const result = schema.safeParse(values);
    setErrors(result.success ? {} : formErrors(result.error));
    return result.success ? result.data : undefined;
  };
  return { errors, clear, check, refuse: setErrors };
}

/**
 * A form of text fields with its checks: `change(field, filter)` sets a field (through the filter, e.g. digits only)
 * and takes its message away; `submit(send)` is the form's submit handler, which shows the messages or hands the
 * checked values to `send`.
 */
export function useCheckedForm<Values extends { [Field in keyof Values]?: string | undefined }, Checked>(
  schema: FormCheck<Values, Checked>,
  initial: Values | (() => Values),
) {
  const [values, setValues] = useState(initial);
  const { errors, clear, check, refuse } = useFormChecks();
  const change = (field: keyof Values & string, filter?: (text: string) => string) => (value: string) => {
    setValues((current) => ({ ...current, [field]: filter ? filter(value) : value }));
    clear(field);
  };
  const submit = (send: (checked: Checked) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = check(schema, values);
    if (checked !== undefined) send(checked);
  };
  return { values, setValues, errors, change, submit, refuse };
}
