import type { PhoneValue } from '@storefront/ui';

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

/** Kept for this tab only, so going back from step 2 or reloading it keeps step 1. Card data never goes here. */
const KEY = 'signup-details';

export function readSignupDetails(): SignupDetails | null {
  const stored = sessionStorage.getItem(KEY);
  if (!stored) return null;
  try {
    const details = JSON.parse(stored) as Partial<SignupDetails>;
    return typeof details.email === 'string' && typeof details.phone === 'object' ? (details as SignupDetails) : null;
  } catch {
    return null;
  }
}

export function saveSignupDetails(details: SignupDetails): void {
  sessionStorage.setItem(KEY, JSON.stringify(details));
}

export function clearSignupDetails(): void {
  sessionStorage.removeItem(KEY);
}
