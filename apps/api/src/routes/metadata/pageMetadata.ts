import type { Thing, WithContext } from 'schema-dts';
import type { StoreAddress, StoreSettings } from '../../config';

/**
 * What the server writes into a page for those who read it without running it (search engines, chat apps showing a
 * pasted link): title, description, canonical address, Open Graph and Twitter card, and schema.org structured data.
 */
export interface PageMetadata {
  /** The title the page's placeholder shows where it outlines the heading (the lot's or auction's). */
  heading: string | null;
  title: string;
  description: string;
  /** The page's one address, absolute (PUBLIC_URL): a buyer's own copy of it (`/…/{userId}`) names this one. */
  canonical: string;
  type: 'website' | 'product';
  image: { url: string; alt: string } | null;
  /** The current price (or hammer price): Open Graph's product price. */
  price: { amount: number; currency: 'USD' } | null;
  /** Label and value pairs some chat apps show under a pasted link (Twitter's card labels): 'Current bid', 'US $…'. */
  facts: { label: string; data: string }[];
  /** schema.org nodes, each with its context (validators read a node's own context, not a graph's). */
  structuredData: WithContext<Thing>[];
}

/** What every page's metadata is written with. */
export interface MetadataContext {
  /** The absolute address of a storefront path, on the public URL (never the request's Host header). */
  url: (path: string) => string;
  /** The absolute address of a lot's or auction's picture as the API names it (a file name or an address). */
  imageUrl: (file: string) => string;
  store: StoreSettings['store'];
  storeAddress: StoreAddress;
  now: Date;
}

/** A page's metadata and when it goes out of date by the clock alone (a lot opening or closing); null never. */
export interface TimedMetadata {
  metadata: PageMetadata;
  until: Date | null;
}

/** A schema.org node as a JSON-LD document of its own. */
export const withContext = <T extends Thing>(node: T): WithContext<T> =>
  ({ '@context': 'https://schema.org', ...(node as object) }) as WithContext<T>;

/** The soonest of these instants still ahead of `now`, or null. */
export function nextInstant(now: Date, instants: (string | Date)[]): Date | null {
  const ahead = instants.map((instant) => new Date(instant)).filter((instant) => instant > now);
  return ahead.length === 0 ? null : new Date(Math.min(...ahead.map((instant) => instant.getTime())));
}
