import type { PhoneValue } from '@storefront/ui';
import { atom } from 'jotai';

/** Signup step 1 as the buyer typed it; the phone in the widget's parts. */
export interface SignupDetails {
  first_name: string;
  last_name: string;
  email: string;
  phone: PhoneValue;
  password: string;
  confirm_password: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  zip: string;
}

export type SignupPasswords = Pick<SignupDetails, 'password' | 'confirm_password'>;
/** Step 1 without its password: what may be kept in the tab's storage. */
export type StoredSignupDetails = Omit<SignupDetails, keyof SignupPasswords>;

/**
 * Step 1's password, in memory only: never written to storage, so it is gone when the page reloads and step 2 asks
 * for it again.
 */
export const signupPasswordsAtom = atom<SignupPasswords | null>(null);

/** Kept for this tab only, so going back from step 2 or reloading it keeps step 1. No password or card data here. */
const KEY = 'signup-details';

/** Step 1 with the password and its confirmation left out. */
function withoutPasswords(details: Partial<SignupDetails>): Partial<StoredSignupDetails> {
  const kept = { ...details };
  delete kept.password;
  delete kept.confirm_password;
  return kept;
}

export function readSignupDetails(): StoredSignupDetails | null {
  const stored = sessionStorage.getItem(KEY);
  if (!stored) return null;
  try {
    const details = withoutPasswords(JSON.parse(stored) as Partial<SignupDetails>);
    return typeof details.email === 'string' && typeof details.phone === 'object'
      ? (details as StoredSignupDetails)
      : null;
  } catch {
    return null;
  }
}

export function saveSignupDetails(details: SignupDetails): void {
  sessionStorage.setItem(KEY, JSON.stringify(withoutPasswords(details)));
}

export function clearSignupDetails(): void {
  sessionStorage.removeItem(KEY);
}
