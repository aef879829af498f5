import type { CustomerKeySource } from '@storefront/api-client';

let source: CustomerKeySource | null = null;

/** The platform names where customer keys come from (its API client) once it is made. */
export function provideCustomerKeys(from: CustomerKeySource) {
  source = from;
}

/** A key to the signed-in buyer's customer at the card provider, from the store's server; null without one. */
export const customerKey: CustomerKeySource = (customerId) => source?.(customerId) ?? Promise.resolve(null);
