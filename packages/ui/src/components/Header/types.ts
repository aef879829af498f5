/** A store-defined menu entry; entries with children open a sub-menu. */
export interface HeaderMenuItem {
  label: string;
  href: string;
  children?: readonly HeaderMenuItem[];
}

/** The signed-in buyer, with the field name the API uses. */
export interface HeaderUser {
  first_name: string;
  /** The buyer's photo, shown beside the first name. */
  avatar?: string | undefined;
}

/** An autocomplete suggestion as the keyword search returns it. */
export interface SearchSuggestion {
  title: string;
  sku: string;
}

/** Where the fixed header links go; defaults are the spec's routes. */
export interface HeaderHrefs {
  home: string;
  auctions: string;
  pastAuctions: string;
  contactUs: string;
  terms: string;
  login: string;
  register: string;
  dashboard: string;
}

export const defaultHeaderHrefs: HeaderHrefs = {
  home: '/',
  auctions: '/',
  pastAuctions: '/past_auctions',
  contactUs: '/contactus',
  terms: '/TermsandConditions',
  login: '/login',
  register: '/signup',
  dashboard: '/dashboard',
};
