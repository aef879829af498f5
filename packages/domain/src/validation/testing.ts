import type { z } from 'zod';
import { formErrors } from './fields';
import type { Rule } from './rule';

/** The first message per field the form would show; {} when the values are valid. */
export function messages(schema: z.ZodType | Rule<never, unknown>, values: unknown): Record<string, string> {
  const result = schema.safeParse(values as never);
  return result.success ? {} : formErrors(result.error);
}
