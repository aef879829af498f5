export interface CountryCallingCode {
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  name: string;
  /** International calling code with its plus sign. */
  callingCode: string;
}

/** A short static list for the phone field; United States first, as the storefront's default country. */
export const countryCallingCodes: readonly CountryCallingCode[] = [
  { country: 'US', name: 'United States', callingCode: '+1' },
  { country: 'CA', name: 'Canada', callingCode: '+1' },
  { country: 'MX', name: 'Mexico', callingCode: '+52' },
  { country: 'GB', name: 'United Kingdom', callingCode: '+44' },
  { country: 'IE', name: 'Ireland', callingCode: '+353' },
  { country: 'DE', name: 'Germany', callingCode: '+49' },
  { country: 'FR', name: 'France', callingCode: '+33' },
  { country: 'IT', name: 'Italy', callingCode: '+39' },
  { country: 'ES', name: 'Spain', callingCode: '+34' },
  { country: 'NL', name: 'Netherlands', callingCode: '+31' },
  { country: 'CH', name: 'Switzerland', callingCode: '+41' },
  { country: 'AT', name: 'Austria', callingCode: '+43' },
  { country: 'AU', name: 'Australia', callingCode: '+61' },
  { country: 'NZ', name: 'New Zealand', callingCode: '+64' },
  { country: 'IN', name: 'India', callingCode: '+91' },
  { country: 'CN', name: 'China', callingCode: '+86' },
  { country: 'HK', name: 'Hong Kong', callingCode: '+852' },
  { country: 'JP', name: 'Japan', callingCode: '+81' },
  { country: 'KR', name: 'South Korea', callingCode: '+82' },
  { country: 'SG', name: 'Singapore', callingCode: '+65' },
  { country: 'AE', name: 'United Arab Emirates', callingCode: '+971' },
  { country: 'ZA', name: 'South Africa', callingCode: '+27' },
  { country: 'BR', name: 'Brazil', callingCode: '+55' },
];
