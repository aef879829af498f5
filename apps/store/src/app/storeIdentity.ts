/**
 * Who this storefront belongs to: the store's name and how to reach it (spec 000 §2: the footer holds the contact
 * phone and postal address). The API has no call for them, so a deployment sets them here.
 */
export const storeIdentity = {
  name: 'Bullion & Coin Auctions',
  tagline: "The Northwest's trusted resource for precious metals, bullion and coins.",
  /** The home page's headline (spec 001); the server also writes it into the home page's placeholder. */
  headline: "We are the Northwest's most trusted resource for precious metals!",
  phone: '(503) 555-0147',
  address: ['Bullion & Coin Auctions', '1200 SW Morrison St, Suite 400', 'Portland, OR 97205'],
} as const;
