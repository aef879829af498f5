import type { z } from 'zod';
import { formErrors } from './fields';

/** The first message per field the form would show; {} when the values are valid. */
export function messages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success ? {} : formErrors(result.error);
}
