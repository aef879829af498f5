import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columnTypes';

export interface StoresTable {
  id: Generated<number>;
  name: string;
  site_id: string;
  /** HTML shown at /TermsandConditions. */
  terms_condition: ColumnType<string, string | undefined, string>;
  /** The ACH fee in percent. */
  ach_transaction_fee: ColumnType<string | number, number | undefined, number>;
  /** 1 applies the ACH percent to the total instead of the amount. */
  transaction_fee_changes: ColumnType<number, number | undefined, number>;
}

export interface StoreBannersTable {
  id: Generated<number>;
  store_id: number;
  image_name: string;
  position: ColumnType<number, number | undefined, number>;
}

export interface ReviewsTable {
  id: Generated<number>;
  stars: number;
  short_msg: ColumnType<string, string | undefined, string>;
  message: string;
  user_name: string;
  location: ColumnType<string, string | undefined, string>;
  /** YYYY-MM-DD. */
  date: string;
  img_url: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SubAdminsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  from_email: string;
  phone_number: string;
  subject: string;
  messages: string;
  created_at: CreatedAt;
}

export interface ConsignmentInquiriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  message: string;
  created_at: CreatedAt;
}
