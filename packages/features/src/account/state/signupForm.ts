import { DEFAULT_COUNTRY, DEFAULT_STATE, signupDetailsSchema } from '@storefront/domain';
import { fullPhoneNumber } from '@storefront/ui';
import { countryOptions } from '../regions/countries';
import type { SignupDetails } from './signupDetails';

export const emptySignupDetails: SignupDetails = {
  first_name: '',
  last_name: '',
  email: '',
  phone: { country: DEFAULT_COUNTRY.country, number: '' },
  password: '',
  confirm_password: '',
  address1: '',
  address2: '',
  city: '',
  state: DEFAULT_STATE.name,
  country: DEFAULT_COUNTRY.name,
  zip: '',
};

/** The international number the phone widget makes of its parts, e.g. '+15035550123'. */
export const signupPhone = (details: SignupDetails) => fullPhoneNumber(details.phone, countryOptions);

/**
 * Step 1 checked by the spec's rules (packages/domain): the phone by the national number the buyer typed and by the
 * international number it makes, which the checked details carry.
 */
export const signupRules = {
  safeParse: (details: SignupDetails) =>
    signupDetailsSchema.safeParse({
      ...details,
      phone: { national: details.phone.number, full: signupPhone(details) },
    }),
};
