import type { RuleIssue } from './rule';
import { z } from './zod';

/** A text field that must not be blank (after trimming), with one message for missing and blank. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

/** A text field that may be left out or blank. */
export function optionalText() {
  return z.string().trim().optional();
}

/** A required e-mail address, trimmed. */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage).pipe(z.email({ error: invalidMessage }));
}

export const LETTERS = /^[A-Za-z]+$/;
export const LETTERS_AND_SPACES = /^[A-Za-z ]+$/;

/** Input filter for fields whose other characters are blocked as the buyer types. */
export function keepLetters(text: string, options: { readonly spaces?: boolean } = {}): string {
  return text.replace(options.spaces ? /[^A-Za-z ]/g : /[^A-Za-z]/g, '');
}

/** Input filter for digit-only fields. */
export function keepDigits(text: string, maxLength?: number): string {
  const digits = text.replace(/\D/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}

/** The first message per field ('' for the form as a whole), in the order a form shows them. */
export function formErrors(error: { readonly issues: readonly RuleIssue[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** 8 to 20 characters, and the phone widget must see at least 8 digits, the first 1-9. */
export const phoneField = requiredText('Required!').refine(
  (phone) => phone.length >= 8 && phone.length <= 20 && /^[1-9]\d{7,}$/.test(phone.replace(/\D/g, '')),
  'Phone number invalid',
);

export const zipField = requiredText('Required!').regex(/^\d{5,6}$/, 'Zip code must be 5 to 6 digits');
