import type { ColumnType, Generated } from 'kysely';
import type { Amount, CreatedAt } from './columnTypes';

/** What the card sandbox does with a charge to this card, decided from its test number when it was saved. */
export type CardBehaviour = 'succeeds' | 'insufficient_funds';

export interface ProviderCustomersTable {
  id: string;
  account_id: string;
  email: string;
  name: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

/** A short-lived key for one customer's calls (its hash; the key itself goes only to whoever asked for it). */
export interface ProviderKeysTable {
  key_hash: string;
  customer_id: string;
  expires_at: Date;
  created_at: CreatedAt;
}

/** A saved card: brand, last four digits and expiry only; the number and CVC are never stored. */
export interface ProviderCardsTable {
  id: string;
  customer_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  name: string;
  behaviour: ColumnType<CardBehaviour, CardBehaviour | undefined, CardBehaviour>;
  deleted: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface ProviderChargesTable {
  id: string;
  customer_id: string;
  card_id: string;
  /** Cents. */
  amount: number;
  currency: string;
  status: 'succeeded' | 'failed';
  failure_message: string | null;
  description: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

export interface BankCustomersTable {
  user_id: number;
  customer_id: string;
  email: string;
  holdername: string;
  created_at: CreatedAt;
}

/** A bank account: the last four digits and a fingerprint (a hash) of the numbers, never the numbers. */
export interface BankAccountsTable {
  id: string;
  user_id: number;
  bank_name: string;
  account_holder_name: string;
  holder_type: ColumnType<string, string | undefined, string>;
  last4: string;
  fingerprint: string;
  status: ColumnType<'new' | 'verified', 'new' | 'verified' | undefined, 'new' | 'verified'>;
  /** The two micro-deposits in cents. */
  deposit1: number;
  deposit2: number;
  failed_attempts: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface BankTransfersTable {
  id: string;
  user_id: number;
  bank_id: string;
  /** Cents. */
  amount: number;
  /** The invoice the transfer paid, once checkout used it. */
  used_for_invoice: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export interface ShippingAddressesTable {
  id: Generated<number>;
  user_id: number;
  address: string;
  address1: ColumnType<string, string | undefined, string>;
  country: string;
  state: string;
  city: string;
  zipcode: string;
  created_at: CreatedAt;
}

/** A lot of a paid invoice, with the figures it was charged. */
export interface InvoiceLinesTable {
  id: Generated<number>;
  payment_id: number;
  lot_id: number;
  common_invoice: number;
  title: string;
  amount: Amount;
  premium: Amount;
  shipping: Amount;
  sales_tax: Amount;
  transaction_fee: Amount;
  discount: Amount;
}

export interface PaymentsTable {
  id: Generated<number>;
  user_id: number;
  common_invoice: number;
  amount: Amount;
  pay_type: 'card' | 'bank';
  title: ColumnType<string, string | undefined, string>;
  date_added: CreatedAt;
  /** What paid it: a charge at the card provider or an ACH transfer. */
  charge_id: ColumnType<string | null, string | null | undefined, string | null>;
  transfer_id: ColumnType<string | null, string | null | undefined, string | null>;
  shipping_addr_id: ColumnType<number | null, number | null | undefined, number | null>;
  discount: ColumnType<string | number, number | undefined, number>;
}
