import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../accounts/passwords';
import type { DatabaseSchema } from '../db/schema';
import { demoBuyers, houseBidders } from './people';

export interface DemoPeople {
  /** The three demo buyers' ids, in the order of demoBuyers. */
  buyers: number[];
  /** The other bidders' ids. */
  house: number[];
}

/**
 * The demo buyers (active, with their known passwords) and the house bidders (active, passwords nobody knows, flagged
 * as the house's: the only accounts the simulated live bidders bid as).
 */
export async function seedPeople(db: Kysely<DatabaseSchema>, now: Date): Promise<DemoPeople> {
  const rows = [
    ...(await Promise.all(
      demoBuyers.map(async ({ password, ...buyer }) => ({
        ...buyer,
        password_hash: await hashPassword(password),
      })),
    )),
    ...(await Promise.all(
      houseBidders.map(async (bidder, index) => ({
        ...bidder,
        email: `bidder${index + 1}@cascadebullion.example`,
        phone: `50355502${String(index).padStart(2, '0')}`,
        address1: `${100 + index} Main St`,
        password_hash: await hashPassword(randomBytes(24).toString('base64url')),
        house_bidder: 1,
      })),
    )),
  ];
  const inserted = await db
    .insertInto('users')
    .values(
      rows.map((user) => ({
        ...user,
        country: 'United States',
        status: 'active' as const,
        activated_at: now,
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('notification_settings')
    .values(inserted.map((row) => ({ user_id: row.id })))
    .execute();
  const ids = inserted.map((row) => row.id);
  return { buyers: ids.slice(0, demoBuyers.length), house: ids.slice(demoBuyers.length) };
}
