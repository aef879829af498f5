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

const PHONE_INVALID = 'Phone number invalid';
const PHONE_DIGITS = /^[1-9]\d{7,}$/;
const phoneDigits = (phone: string) => PHONE_DIGITS.test(phone.replace(/\D/g, ''));

/** 8 to 20 characters with at least 8 digits, the first 1-9: what can be checked of the full international number. */
export const phoneField = requiredText('Required!').refine(
  (phone) => phone.length >= 8 && phone.length <= 20 && phoneDigits(phone),
  PHONE_INVALID,
);

/**
 * The phone widget's number: the national number the buyer typed must itself have at least 8 digits, the first 1-9
 * (a calling code does not make up for missing digits), and the full number obeys `phoneField`. Answers the full number.
 */
export const phoneWidgetField = z
  .object({ national: z.string(), full: z.string() })
  .refine(({ national }) => national.trim() === '' || phoneDigits(national), PHONE_INVALID)
  .transform(({ full }) => full)
  .pipe(phoneField);

const ZIP_CODE = /^\d{5,6}$/;

/** A zip code: 5 to 6 digits, nothing cut or added. */
export function zipCodeField(requiredMessage: string, invalidMessage = 'Zip code must be 5 to 6 digits') {
  return requiredText(requiredMessage).regex(ZIP_CODE, invalidMessage);
}

export const zipField = zipCodeField('Required!');

/** A first name: letters and spaces. */
export const firstNameRule = (field: z.ZodString) =>
  field.regex(LETTERS_AND_SPACES, 'Only letters and spaces are allowed');

/** A last name: letters, spaces and an apostrophe. */
export const lastNameRule = (field: z.ZodString) =>
  field.regex(/^[A-Za-z' ]+$/, 'Only letters, spaces and apostrophes are allowed');

/** A city: letters (and the spaces between words); blank is left to the field's own required rule. */
export const cityRule = (field: z.ZodString) => field.regex(/^[A-Za-z ]*$/, 'Only letters are allowed');

export const ADDRESS_MAX_LENGTH = 250;

/** An address line: at most 250 characters. */
export const addressLineRule = (field: z.ZodString) => field.max(ADDRESS_MAX_LENGTH, 'Maximum 250 characters');
