import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

const WINDOW_MINUTES = 15;
/** Failed attempts on one account within the window before it is refused. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failed attempts from one address within the window before it is refused. */
export const ADDRESS_FAILURE_LIMIT = 20;

export const TOO_MANY_ATTEMPTS = `Too many sign-in attempts. Please wait ${WINDOW_MINUTES} minutes and try again.`;

interface Attempt {
  /** null when the attempt names no account (a bad autologin link): only the address counts. */
  email: string | null;
  address: string;
  now: Date;
}

/**
 * Whether a sign-in may be tried: failures are counted per account and per address in the database, so the limit
 * holds across restarts and across server processes sharing PostgreSQL.
 */
export async function signInAllowed(db: Kysely<DatabaseSchema>, { email, address, now }: Attempt): Promise<boolean> {
  const since = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
  const counts = await db
    .selectFrom('sign_in_attempts')
    .select((eb) => [
      eb.fn
        .countAll<number>()
        .filterWhere('email', '=', email ?? '')
        .as('account'),
      eb.fn.countAll<number>().filterWhere('address', '=', address).as('address'),
    ])
    .where('succeeded', '=', false)
    .where('attempted_at', '>', since)
    .where((eb) => eb.or([eb('email', '=', email ?? ''), eb('address', '=', address)]))
    .executeTakeFirstOrThrow();
  return (
    (email === null || Number(counts.account) < ACCOUNT_FAILURE_LIMIT) && Number(counts.address) < ADDRESS_FAILURE_LIMIT
  );
}

/** Records the outcome; a success clears the account's failures, and attempts older than a day are dropped. */
export async function recordSignIn(
  db: Kysely<DatabaseSchema>,
  { email, address, now, succeeded }: Attempt & { succeeded: boolean },
): Promise<void> {
  if (succeeded) {
    if (email !== null) await db.deleteFrom('sign_in_attempts').where('email', '=', email).execute();
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
