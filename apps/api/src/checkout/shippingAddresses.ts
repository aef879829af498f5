import type { components } from '@storefront/api-client';
import type { Kysely } from 'kysely';
import { signedIn } from '../accounts/signedIn';
import type { DatabaseSchema } from '../db/schema';
import type { OperationHandler } from '../http/operationTypes';
import { ADDRESS_ADDED } from '@storefront/domain';

type ShippingAddress = components['schemas']['ShippingAddress'];

const columns = ['id', 'address', 'address1', 'country', 'state', 'city', 'zipcode'] as const;

/** One of the buyer's own addresses, or undefined. */
export async function findAddress(
  db: Kysely<DatabaseSchema>,
  userId: number,
  addressId: number,
): Promise<ShippingAddress | undefined> {
  return db
    .selectFrom('shipping_addresses')
    .select(columns)
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export const addShippingAddress: OperationHandler<'addShippingAddress'> = async (input, { db }) => {
  const caller = signedIn(input);
  const { address, address1, country, state, city, zipcode } = input.body;
  const row = await db
    .insertInto('shipping_addresses')
    .values({
      user_id: caller.id,
      address: address.trim(),
      address1: address1?.trim() ?? '',
      country,
      state,
      city,
      zipcode,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { status: 'yes', message: ADDRESS_ADDED, id: row.id };
};

export const getAllShippingAddresses: OperationHandler<'getAllShippingAddresses'> = async (input, { db }) => {
  const caller = signedIn(input);
  const data = await db
    .selectFrom('shipping_addresses')
    .select(columns)
    .where('user_id', '=', caller.id)
    .orderBy('id')
    .execute();
  return { status: 'yes', data };
};
