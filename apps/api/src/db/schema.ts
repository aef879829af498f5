import type { ColumnType, Generated } from 'kysely';
import type { Amount, CreatedAt, NullableAmount } from './columnTypes';
import type {
  ConsignmentInquiriesTable,
  ContactMessagesTable,
  ReviewsTable,
  StoreBannersTable,
  StoresTable,
  SubAdminsTable,
} from './contentTables';
import type {
  BankAccountsTable,
  BankCustomersTable,
  BankTransfersTable,
  InvoiceLinesTable,
  PaymentsTable,
  ProviderCardsTable,
  ProviderChargesTable,
  ProviderCustomersTable,
  ProviderKeysTable,
  ShippingAddressesTable,
} from './paymentTables';

export type { CardBehaviour } from './paymentTables';

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
  lot_bidders: LotBiddersTable;
  watchlists: WatchlistsTable;
  payments: PaymentsTable;
  lot_images: LotImagesTable;
  auction_registrations: AuctionRegistrationsTable;
  stores: StoresTable;
  store_banners: StoreBannersTable;
  reviews: ReviewsTable;
  sub_admins: SubAdminsTable;
  contact_messages: ContactMessagesTable;
  consignment_inquiries: ConsignmentInquiriesTable;
  provider_customers: ProviderCustomersTable;
  provider_keys: ProviderKeysTable;
  provider_cards: ProviderCardsTable;
  provider_charges: ProviderChargesTable;
  bank_customers: BankCustomersTable;
  bank_accounts: BankAccountsTable;
  bank_transfers: BankTransfersTable;
  shipping_addresses: ShippingAddressesTable;
  invoice_lines: InvoiceLinesTable;
  used_links: UsedLinksTable;
  ended_sessions: EndedSessionsTable;
  address_calls: AddressCallsTable;
}

/** An anonymous call counted against its client address (http/addressLimit). */
export interface AddressCallsTable {
  id: Generated<number>;
  kind: string;
  address: string;
  called_at: Date;
}

/** A session ended by sign-out, kept until its token would have expired. */
export interface EndedSessionsTable {
  session_id: string;
  user_id: number;
  expires_at: Date;
}

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
  /** The saved card (at the card provider) the buyer selected; updateCard sets it. */
  default_card_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 for the house's own bidders (the demo's simulated live bidders); never a buyer. */
  house_bidder: ColumnType<number, number | undefined, number>;
}

export interface UsedLinksTable {
  /** The id (jti) of a signed activation or autologin link that was used. */
  link_id: string;
  /** When the link would have expired anyway; rows past it may be removed. */
  expires_at: Date;
  used_at: CreatedAt;
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

export type MailKind =
  'activation' | 'passwordReset' | 'signInLink' | 'watchlist' | 'bidSubmitted' | 'outbid' | 'won' | 'contact';

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
  /** Buyer's premium in percent. */
  buyer_premium: ColumnType<string | number, number | undefined, number>;
  /** Payment, shipping and terms notes. */
  store_comment_one: ColumnType<string, string | undefined, string>;
  store_comment_two: ColumnType<string, string | undefined, string>;
  store_comment_three: ColumnType<string, string | undefined, string>;
  /** The lot on the block in a live auction. */
  current_projectid: ColumnType<number | null, number | null | undefined, number | null>;
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
  /** The estimate. */
  lowest: NullableAmount;
  highest: NullableAmount;
  category_id: ColumnType<number | null, number | null | undefined, number | null>;
  subcategory_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 New, 2 Damaged, 3 Open Box. */
  condition: ColumnType<number, number | undefined, number>;
  /** Comma-separated video URLs. */
  videos: ColumnType<string, string | undefined, string>;
  /** null until the seller prices shipping; checkout waits for it. */
  shippingcost: NullableAmount;
}

export interface LotImagesTable {
  id: Generated<number>;
  lot_id: number;
  /** File name under uploads/product. */
  file_name: string;
  position: ColumnType<number, number | undefined, number>;
}

export interface AuctionRegistrationsTable {
  auction_id: number;
  user_id: number;
  /** 1 pending approval, 0 approved. */
  is_register_active: ColumnType<number, number | undefined, number>;
  paddle_no: number;
  created_at: CreatedAt;
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

/** A bidder's totals on a lot, kept by triggers on bids (migration 0035): never written by the server. */
export interface LotBiddersTable {
  lot_id: ColumnType<number, never, never>;
  user_id: ColumnType<number, never, never>;
  bid_count: ColumnType<number, never, never>;
  highest_maximum: ColumnType<string | number, never, never>;
  last_bid_id: ColumnType<number, never, never>;
}

export interface WatchlistsTable {
  user_id: number;
  lot_id: number;
  created_at: CreatedAt;
}

/** Bidding's columns of the lots (issue #7, migration 0030). */
export interface LotsTable {
  /** The price of a lot without bids; null on lots written before bidding kept it (the price then stands in). */
  opening_bid: NullableAmount;
  /** The leader's maximum (proxy) bid: server-only, never in an answer to anyone but the leader. */
  leader_maximum: NullableAmount;
  /** How often soft close ("belowFive") moved date_closed. */
  extension_count: ColumnType<number, number | undefined, number>;
  /** When the closing scheduler closed the lot. */
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** What a lot is made of, where known (migration 0034): the melt value and premium over spot come from it. */
export interface LotsTable {
  metal: ColumnType<LotMetal | null, LotMetal | null | undefined, LotMetal | null>;
  /** Fine metal content in troy ounces. */
  metal_troy_oz: NullableAmount;
}

export type LotMetal = 'gold' | 'silver' | 'platinum' | 'palladium';

export interface BidsTable {
  kind: ColumnType<'maximum' | 'hard', 'maximum' | 'hard' | undefined, never>;
}

/** The auctioneer's pace on a live auction (issue #7, migration 0031). */
export interface AuctionsTable {
  /** When the lot on the block (current_projectid) opened. */
  lot_opened_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the auctioneer gave fair warning on the lot on the block; null until then. */
  warned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The live room and chat (issue #7, migration 0031). */
export interface DatabaseSchema {
  auction_messages: AuctionMessagesTable;
  chat_messages: ChatMessagesTable;
}

export interface AuctionMessagesTable {
  id: Generated<number>;
  auction_id: number;
  message: string;
  type: ColumnType<'seller' | 'other', 'seller' | 'other' | undefined, never>;
  date_sent: CreatedAt;
}

/** Who wrote a chat message: the buyer (from_id a user, to_id a sub-admin) or the store's staff (the other way). */
export type ChatSender = 'buyer' | 'staff';

export interface ChatMessagesTable {
  id: Generated<number>;
  sender: ChatSender;
  from_id: number;
  to_id: number;
  pro_id: number | null;
  message: string;
  type: ColumnType<string, string | undefined, never>;
  to_email: ColumnType<string, string | undefined, never>;
  date_sent: CreatedAt;
}
