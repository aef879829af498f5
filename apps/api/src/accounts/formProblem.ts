import { formErrors } from '@storefront/domain';

/** The first message of a failed form check, optionally prefixed with its field, as the storefront toasts it. */
export function formProblem(error: Parameters<typeof formErrors>[0], { withField = false } = {}): string {
  const [field, message] = Object.entries(formErrors(error))[0] ?? ['', 'Please check the form.'];
  return withField && field ? `${field}: ${message}` : message;
}
