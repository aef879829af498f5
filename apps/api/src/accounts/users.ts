import type { components } from '@storefront/api-client';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;
type SessionUser = components['schemas']['SessionUser'];

/** E-mail addresses are compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(db: Kysely<DatabaseSchema>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export function findUserById(db: Kysely<DatabaseSchema>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user fields the login token carries (the spec's list), nothing more. */
export function sessionUserOf(user: UserRow): SessionUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    card_paymentid: user.card_paymentid,
    address1: user.address1,
    address2: user.address2,
    city: user.city,
    state: user.state,
    country: user.country,
    zip: user.zip,
  };
}
