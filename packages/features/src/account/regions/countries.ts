import { countries } from 'countries-list';

/** A country of the pickers: its ISO code, English name and international calling code (first one listed). */
export interface CountryOption {
  country: string;
  name: string;
  callingCode: string;
}

/** Every country with a calling code, by name, United States (the default) first. */
export const countryOptions: readonly CountryOption[] = Object.entries(countries)
  .filter(([, entry]) => entry.phone.length > 0)
  .map(([country, entry]) => ({ country, name: entry.name, callingCode: `+${entry.phone[0]}` }))
  .sort((a, b) => (a.country === 'US' ? -1 : b.country === 'US' ? 1 : a.name.localeCompare(b.name)));

/** The country of a stored country name (the API keeps names on the account), or undefined. */
export const countryNamed = (name: string) => countryOptions.find((entry) => entry.name === name);
