import { z } from './zod';

/**
 * The signup password rules: no whitespace, a lowercase, an uppercase, a digit, a special character, 8 to 20 characters
 * (the spec's limit for every password, so that one chosen at signup can also be set again after a reset link).
 */
export function strongPassword() {
  return z
    .string({ error: 'Required!' })
    .min(1, { error: 'Required!', abort: true })
    .regex(/^\S+$/, 'Password must not contain spaces')
    .regex(/[a-z]/, 'Password must contain a lowercase letter')
    .regex(/[A-Z]/, 'Password must contain an uppercase letter')
    .regex(/\d/, 'Password must contain a number')
    .regex(/[^A-Za-z\d\s]/, 'Password must contain a special character')
    .min(8, 'Password must be at least 8 characters')
    .max(20, 'Password must be 8 to 20 characters');
}

/** Runs a match check whenever both fields are strings, so a mismatch shows beside other fields' errors. */
export function whenBothStrings(first: string, second: string) {
  return (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | null | undefined;
    return typeof value?.[first] === 'string' && typeof value?.[second] === 'string';
  };
}
