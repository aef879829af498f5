import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

/** How many anonymous calls of each kind one client address may make within the window. */
export const ADDRESS_CALL_LIMITS = { emailCheck: 30, contactUs: 10, consignment: 10, passwordReset: 10 } as const;
export type AddressCallKind = keyof typeof ADDRESS_CALL_LIMITS;

const WINDOW_MINUTES = 60;

export const TOO_MANY_REQUESTS = 'Too many requests from your address. Please wait an hour and try again.';

interface AddressCall {
  kind: AddressCallKind;
  address: string;
  /** False behind a proxy the server does not trust, whose address every client shares: no limit then (TRUST_PROXY). */
  clientAddress: boolean;
  now: Date;
}

/** Counts an anonymous call of its address and answers whether it is within the limit (a refused one is not counted). */
export async function withinAddressLimit(
  db: Kysely<DatabaseSchema>,
  { kind, address, clientAddress, now }: AddressCall,
): Promise<boolean> {
  if (!clientAddress) return true;
  const since = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
  const { count } = await db
    .selectFrom('address_calls')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('kind', '=', kind)
    .where('address', '=', address)
    .where('called_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(count) >= ADDRESS_CALL_LIMITS[kind]) return false;
  await db.insertInto('address_calls').values({ kind, address, called_at: now }).execute();
  await db
    .deleteFrom('address_calls')
    .where('called_at', '<', new Date(now.getTime() - 24 * 3600_000))
    .execute();
  return true;
}
