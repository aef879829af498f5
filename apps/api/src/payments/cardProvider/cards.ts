import type { CardProvider } from '@storefront/api-client';
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ProviderCardsTable } from '../../db/paymentTables';
import type { DatabaseSchema } from '../../db/schema';
import { invalidRequest } from './providerFailure';

type SavedCard = CardProvider.components['schemas']['SavedCard'];

/** A fresh provider id with its prefix (cus_, card_, ch_), unguessable. */
export const providerId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export function savedCard(row: Selectable<ProviderCardsTable>): SavedCard {
  return {
    id: row.id,
    object: 'card',
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    name: row.name,
    customer: row.customer_id,
    brand: row.brand,
  };
}

/** The customer of this account, or a refusal naming the id. */
export async function findCustomer(db: Kysely<DatabaseSchema>, accountId: string, customerId: string) {
  const customer = await db
    .selectFrom('provider_customers')
    .selectAll()
    .where('id', '=', customerId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!customer) throw invalidRequest(`No such customer: '${customerId}'`);
  return customer;
}

/** A card the customer still has, or undefined. */
export async function findCard(db: Kysely<DatabaseSchema>, customerId: string, cardId: string) {
  return db
    .selectFrom('provider_cards')
    .selectAll()
    .where('id', '=', cardId)
    .where('customer_id', '=', customerId)
    .where('deleted', '=', false)
    .executeTakeFirst();
}

/** The customer's newest card still saved (at signup, the one the buyer registered with), or undefined. */
export async function newestCard(db: Kysely<DatabaseSchema>, customerId: string) {
  return db
    .selectFrom('provider_cards')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('deleted', '=', false)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
