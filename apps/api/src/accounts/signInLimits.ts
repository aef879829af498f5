import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

const WINDOW_MINUTES = 15;
/** Failed attempts on one account from one address within the window before that address may not try it again. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failed attempts from one client address within the window before it is refused. */
export const ADDRESS_FAILURE_LIMIT = 20;

export const TOO_MANY_ATTEMPTS = `Too many sign-in attempts. Please wait ${WINDOW_MINUTES} minutes and try again.`;

interface Attempt {
  /** null when the attempt names no account (a bad autologin link): only the address counts. */
  email: string | null;
  address: string;
  /**
   * Whether the address is the client's own: false behind a proxy the server was not told to trust (TRUST_PROXY), where
   * every client shares the proxy's address and a limit on it would lock the whole store out.
   */
  clientAddress: boolean;
  now: Date;
}

/**
 * Whether a sign-in may be tried. An account's failures hold back only the address they came from, so an attacker
 * guessing a buyer's password never locks the buyer out elsewhere; an address with many failures (whatever accounts)
 * is held back as a whole when it is a client's own. Failures are counted in the database, so the limits hold across
 * restarts and across server processes sharing PostgreSQL.
 */
export async function signInAllowed(
  db: Kysely<DatabaseSchema>,
  { email, address, clientAddress, now }: Attempt,
): Promise<boolean> {
  const since = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
  const counts = await db
    .selectFrom('sign_in_attempts')
    .select((eb) => [
      eb.fn
        .countAll<number>()
        .filterWhere('email', '=', email ?? '')
        .as('account'),
      eb.fn.countAll<number>().as('address'),
    ])
    .where('succeeded', '=', false)
    .where('attempted_at', '>', since)
    .where('address', '=', address)
    .executeTakeFirstOrThrow();
  if (email !== null && Number(counts.account) >= ACCOUNT_FAILURE_LIMIT) return false;
  return !clientAddress || Number(counts.address) < ADDRESS_FAILURE_LIMIT;
}

/** Records the outcome; a success clears the account's failures from that address, and attempts older than a day go. */
export async function recordSignIn(
  db: Kysely<DatabaseSchema>,
  { email, address, now, succeeded }: Omit<Attempt, 'clientAddress'> & { succeeded: boolean },
): Promise<void> {
  if (succeeded) {
    if (email !== null) {
      await db.deleteFrom('sign_in_attempts').where('email', '=', email).where('address', '=', address).execute();
    }
    return;
  }
  await db
    .insertInto('sign_in_attempts')
    .values({ email: email ?? '', address, succeeded, attempted_at: now })
    .execute();
  await db
    .deleteFrom('sign_in_attempts')
    .where('attempted_at', '<', new Date(now.getTime() - 24 * 3600_000))
    .execute();
}
