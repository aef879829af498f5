import type { ColumnType, Generated } from 'kysely';

/** Tables of the reference server, as Kysely sees them; each migration in ./migrations adds its own. */
export interface DatabaseSchema {
  users: UsersTable;
  password_resets: PasswordResetsTable;
  notification_settings: NotificationSettingsTable;
  sign_in_attempts: SignInAttemptsTable;
  mail_outbox: MailOutboxTable;
  categories: CategoriesTable;
  metal_prices: MetalPricesTable;
  auctions: AuctionsTable;
  lots: LotsTable;
  bids: BidsTable;
  watchlists: WatchlistsTable;
  payments: PaymentsTable;
}

type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** numeric columns: the drivers hand them over as strings (PostgreSQL) or numbers (PGlite); read them with Number(). */
type Amount = ColumnType<string | number, number, number>;
type NullableAmount = ColumnType<string | number | null, number | null | undefined, number | null>;

export type UserStatus = 'inactive' | 'active';

export interface UsersTable {
  id: Generated<number>;
  /** Lower-cased and trimmed; unique. */
  email: string;
  /** scrypt, see accounts/passwords.ts. Never the password itself. */
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string;
  address1: string;
  address2: ColumnType<string, string | undefined, string>;
  city: string;
  state: string;
  country: string;
  zip: string;
  card_paymentid: ColumnType<string, string | undefined, string>;
  role: ColumnType<'buyer', 'buyer' | undefined, never>;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  /** File name of the profile photo under the uploads folder. */
  avatar: ColumnType<string | null, string | null | undefined, string | null>;
  /** Bumped when every session must end (password reset); tokens carry the version they were issued with. */
  token_version: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  activated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PasswordResetsTable {
  /** SHA-256 of the token in the link; the token itself is only in the e-mail. */
  token_hash: string;
  user_id: number;
  expires_at: Date;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

export interface NotificationSettingsTable {
  id: Generated<number>;
  user_id: number;
  /** Codes joined by commas: 1 watchlist, 2 bid submitted, 3 outbid, 4 won. */
  email_settings: ColumnType<string, string | undefined, string>;
}

export interface SignInAttemptsTable {
  id: Generated<number>;
  address: string;
  email: string;
  succeeded: boolean;
  attempted_at: Date;
}

export type MailKind = 'activation' | 'passwordReset' | 'watchlist' | 'bidSubmitted' | 'outbid' | 'won';

export interface MailOutboxTable {
  id: Generated<number>;
  user_id: number | null;
  kind: MailKind;
  to_address: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: CreatedAt;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  /** null for a top-level category; otherwise the category this sub-category belongs to. */
  parent_id: number | null;
}

export interface MetalPricesTable {
  /** YYYY-MM-DD. */
  date: string;
  gold: NullableAmount;
  silver: NullableAmount;
  platinum: NullableAmount;
  palladium: NullableAmount;
}

export type MarketStatus = 'open' | 'sold' | 'unsold' | 'closed';

export interface AuctionsTable {
  id: Generated<number>;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  /** 1 live, 0 timed. */
  con_check: number;
  market_status: ColumnType<MarketStatus, MarketStatus | undefined, MarketStatus>;
  date_added: Date;
  date_closed: Date;
  file_name: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LotsTable {
  id: Generated<number>;
  lotof: number;
  sku: string;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  market_status: ColumnType<MarketStatus, MarketStatus | undefined, MarketStatus>;
  date_added: Date;
  date_closed: Date;
  /** The current price. */
  wprice: Amount;
  /** The reserve; null when the lot has none. */
  rprice: NullableAmount;
  qty: ColumnType<number, number | undefined, number>;
  buynow_check: ColumnType<number, number | undefined, number>;
  buynowamount: NullableAmount;
  avatar: ColumnType<string | null, string | null | undefined, string | null>;
  /** The leader while open, the winner once sold. */
  highbid_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  bid_count: ColumnType<number, number | undefined, number>;
  common_invoice: ColumnType<number | null, number | null | undefined, number | null>;
  paid: ColumnType<number, number | undefined, number>;
}

export interface BidsTable {
  id: Generated<number>;
  lot_id: number;
  user_id: number;
  /** What the bid history shows. */
  proposed_amount: Amount;
  /** The bidder's maximum (proxy) amount: shown to that bidder only. */
  max_amount: Amount;
  created_at: CreatedAt;
}

export interface WatchlistsTable {
  user_id: number;
  lot_id: number;
  created_at: CreatedAt;
}

export interface PaymentsTable {
  id: Generated<number>;
  user_id: number;
  common_invoice: number;
  amount: Amount;
  pay_type: 'card' | 'bank';
  title: ColumnType<string, string | undefined, string>;
  date_added: CreatedAt;
}
