import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { ProviderFailure } from './providerFailure';

/** How long a customer key opens that customer's cards: a page's worth of card work. */
export const CUSTOMER_KEY_MINUTES = 30;

export const CUSTOMER_KEY_REFUSED =
  "Provide this customer's key (Authorization: Bearer ek_...): it is missing, wrong or expired.";

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * A fresh short-lived key for one customer (an ephemeral key), kept as a hash, or null when there is no such customer;
 * expired keys are dropped.
 */
export async function issueCustomerKey(db: Kysely<DatabaseSchema>, customerId: string, now: Date) {
  const customer = await db
    .selectFrom('provider_customers')
    .select('id')
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!customer) return null;
  const secret = `ek_sandbox_${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + CUSTOMER_KEY_MINUTES * 60_000);
  await db.deleteFrom('provider_keys').where('expires_at', '<', now).execute();
  await db
    .insertInto('provider_keys')
    .values({ key_hash: hashOf(secret), customer_id: customerId, expires_at: expiresAt })
    .execute();
  return { secret, expires: Math.floor(expiresAt.getTime() / 1000) };
}

/**
 * Refuses a call about a customer's cards unless its bearer key is that customer's and unexpired. An unknown customer
 * gets the same answer, so nobody learns which customer ids exist.
 */
export async function requireCustomerKey(
  db: Kysely<DatabaseSchema>,
  authorization: string | undefined,
  customerId: string,
  now: Date,
): Promise<void> {
  const secret = /^Bearer (ek_\S+)$/.exec(authorization ?? '')?.[1];
  const key = secret
    ? await db
        .selectFrom('provider_keys')
        .select('customer_id')
        .where('key_hash', '=', hashOf(secret))
        .where('expires_at', '>', now)
        .executeTakeFirst()
    : undefined;
  if (key?.customer_id !== customerId) throw new ProviderFailure(401, 'invalid_request_error', CUSTOMER_KEY_REFUSED);
}
