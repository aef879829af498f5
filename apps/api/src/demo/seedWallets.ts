import { DEFAULT_STATE, US_STATES } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { demoBuyers } from './people';

/** The region reference's id of a US state by name (the demo buyers' states), Alabama when it is not one. */
const regionIdOf = (state: string) => String(US_STATES.find(([, name]) => name === state)?.[0] ?? DEFAULT_STATE.id);

/** The card provider account of the demo store. */
export const DEMO_CARD_ACCOUNT = 'acct_sandbox_nwcb';

/**
 * Each demo buyer with a customer at the card provider holding a saved test Visa (…4242, as tokenized: no number),
 * and a shipping address, so checkout works at once. Resolves each buyer's shipping address id.
 */
export async function seedWallets(db: Kysely<DatabaseSchema>, buyerIds: readonly number[], cardAccount: string) {
  const addresses = new Map<number, number>();
  for (const [index, userId] of buyerIds.entries()) {
    const buyer = demoBuyers[index];
    if (!buyer) continue;
    const customerId = `cus_demo_${buyer.first_name.toLowerCase()}`;
    await db
      .insertInto('provider_customers')
      .values({
        id: customerId,
        account_id: cardAccount,
        email: buyer.email,
        name: `${buyer.first_name} ${buyer.last_name}`,
      })
      .execute();
    await db
      .insertInto('provider_cards')
      .values({
        id: `card_demo_${buyer.first_name.toLowerCase()}`,
        customer_id: customerId,
        brand: 'Visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2030,
        name: `${buyer.first_name} ${buyer.last_name}`,
      })
      .execute();
    await db.updateTable('users').set({ card_paymentid: customerId }).where('id', '=', userId).execute();
    const address = await db
      .insertInto('shipping_addresses')
      .values({
        user_id: userId,
        address: buyer.address1,
        country: '231',
        state: regionIdOf(buyer.state),
        city: buyer.city,
        zipcode: buyer.zip,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    addresses.set(userId, address.id);
  }
  return addresses;
}
