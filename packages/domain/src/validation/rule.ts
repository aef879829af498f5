export interface RuleIssue {
  readonly message: string;
  readonly path: readonly PropertyKey[];
}

export type RuleResult<Output> =
  | { readonly success: true; readonly data: Output }
  | { readonly success: false; readonly error: { readonly issues: readonly RuleIssue[] } };

/** Read like a schema (`safeParse`), so forms treat a rule and a form schema alike. */
export interface Rule<Input, Output> {
  safeParse: (input: Input) => RuleResult<Output>;
  /** The value, or an error carrying the refusal's message. */
  parse: (input: Input) => Output;
}

const REFUSED = Symbol('refused');
type Refusal = { readonly [REFUSED]: string };

/**
 * A single-value check written as a function that returns the value or `refuse(message)`. The bid boxes and the price
 * range use it instead of a schema library: they load on the busiest pages (search, the live room), where a schema
 * library's runtime would cost more than the checks themselves.
 */
export function rule<Input, Output>(
  check: (input: Input, refuse: (message: string) => Refusal) => Output | Refusal,
): Rule<Input, Output> {
  const refuse = (message: string): Refusal => ({ [REFUSED]: message });
  const safeParse = (input: Input): RuleResult<Output> => {
    const outcome = check(input, refuse);
    if (typeof outcome === 'object' && outcome !== null && REFUSED in outcome)
      return { success: false, error: { issues: [{ message: outcome[REFUSED], path: [] }] } };
    return { success: true, data: outcome as Output };
  };
  return {
    safeParse,
    parse: (input) => {
      const result = safeParse(input);
      if (!result.success) throw new Error(result.error.issues[0]!.message);
      return result.data;
    },
  };
}
