import type { Kysely } from 'kysely';
import type { Tokens } from './accounts/tokens';
import type { CatalogCache } from './catalog/cache/catalogCache';
import type { StoreAddress, StoreSettings } from './config';
import type { Database } from './db/openDatabase';
import type { DatabaseSchema } from './db/schema';
import type { Links } from './mail/links';
import type { Mailer } from './mail/mailer';
import type { Realtime } from './realtime/realtime';
import type { Uploads } from './uploads/uploads';

/** What operation handlers work with; built once per server by buildServer. */
export interface Services {
  database: Database;
  db: Kysely<DatabaseSchema>;
  /** The server's clock: the only clock. */
  clock: () => Date;
  tokens: Tokens;
  mailer: Mailer;
  links: Links;
  uploads: Uploads;
  /** Socket messages to rooms (issue #7). */
  realtime: Realtime;
  /** Logs a failure of work done after the answer was sent (nobody is waiting for it to report to). */
  logError: (error: unknown, what: string) => void;
  /** Public catalog answers kept until the catalog changes (null: every call reads the database). */
  catalogCache: CatalogCache | null;
  /** The seller's key (SELLER_KEY): the seller's broadcaster and the seller's calls prove themselves with it. */
  sellerKey: string;
  /** Who the store is and its card provider (STORE_*, CARD_PROVIDER_*). */
  store: StoreSettings;
  /** The store's postal address as invoices spell it. */
  storeAddress: StoreAddress;
  /**
   * A short-lived key to one customer's cards at the card provider, obtained by the store's server (its secret stays
   * here), or null when the provider has no such customer; null when no card provider is configured.
   */
  customerKey: ((customerId: string) => Promise<{ secret: string; expires: number } | null>) | null;
}
