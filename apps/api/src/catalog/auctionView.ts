import type { components } from '@storefront/api-client';
import type { Kysely, Selectable } from 'kysely';
import { amount } from '../db/amounts';
import type { AuctionsTable, DatabaseSchema } from '../db/schema';

type Auction = components['schemas']['Auction'];

interface LotSummary {
  lot_count: number;
  min_date_closed: Date | null;
  max_date_closed: Date | null;
}

interface Registration {
  is_register_active: number;
}

/** Per auction: how many lots, and when the first and last of them close. */
export async function lotSummaries(db: Kysely<DatabaseSchema>, auctionIds: readonly number[]) {
  const rows = await db
    .selectFrom('lots')
    .select((eb) => [
      'lotof',
      eb.fn.countAll<number>().as('lot_count'),
      eb.fn.min('date_closed').as('min_date_closed'),
      eb.fn.max('date_closed').as('max_date_closed'),
    ])
    .where('lotof', 'in', auctionIds.length > 0 ? [...auctionIds] : [0])
    .groupBy('lotof')
    .execute();
  return new Map<number, LotSummary>(
    rows.map((row) => [
      row.lotof,
      {
        lot_count: Number(row.lot_count),
        min_date_closed: row.min_date_closed === null ? null : new Date(row.min_date_closed),
        max_date_closed: row.max_date_closed === null ? null : new Date(row.max_date_closed),
      },
    ]),
  );
}

/** The caller's registrations for live auctions among these (none for a visitor). */
export async function registrations(db: Kysely<DatabaseSchema>, auctionIds: readonly number[], userId: number | null) {
  if (userId === null || auctionIds.length === 0) return new Map<number, Registration>();
  const rows = await db
    .selectFrom('auction_registrations')
    .select(['auction_id', 'is_register_active'])
    .where('user_id', '=', userId)
    .where('auction_id', 'in', [...auctionIds])
    .execute();
  return new Map(rows.map((row) => [row.auction_id, row]));
}

/** An auction as the API answers it, with its lot count and closing range, and the caller's registration. */
export function auctionView(
  row: Selectable<AuctionsTable>,
  summary: LotSummary | undefined,
  registration: Registration | undefined,
  now: Date,
): Auction {
  const auction: Auction = {
    id: row.id,
    title: row.title,
    description: row.description,
    date_added: row.date_added.toISOString(),
    date_closed: row.date_closed.toISOString(),
    min_date_closed: (summary?.min_date_closed ?? row.date_closed).toISOString(),
    max_date_closed: (summary?.max_date_closed ?? row.date_closed).toISOString(),
    con_check: row.con_check === 1 ? 1 : 0,
    market_status: row.market_status,
    lot_count: summary?.lot_count ?? 0,
    total_lot: summary?.lot_count ?? 0,
    isRegistered: 0,
    current_projectid: row.current_projectid,
    preview_date_reached: row.date_added <= now ? 1 : 0,
    buyer_premium: amount(row.buyer_premium),
    store_comment_one: row.store_comment_one,
    store_comment_two: row.store_comment_two,
    store_comment_three: row.store_comment_three,
  };
  if (row.file_name !== null) {
    auction.file_name = row.file_name;
    auction.avatar = row.file_name;
  }
  return withRegistration(auction, registration);
}

/** The auction with the viewer's own registration for it (none for a visitor). Never changes `auction`. */
export function withRegistration(auction: Auction, registration: Registration | undefined): Auction {
  const mine: Auction = { ...auction, isRegistered: registration ? 1 : 0 };
  delete mine.is_register_active;
  if (registration) mine.is_register_active = registration.is_register_active === 0 ? 0 : 1;
  return mine;
}

/** Auction rows as the API answers them, with their summaries and the caller's registrations in two queries. */
export async function auctionViews(
  db: Kysely<DatabaseSchema>,
  rows: readonly Selectable<AuctionsTable>[],
  userId: number | null,
  now: Date,
): Promise<Auction[]> {
  const ids = rows.map((row) => row.id);
  const summaries = await lotSummaries(db, ids);
  const registered = await registrations(db, ids, userId);
  return rows.map((row) => auctionView(row, summaries.get(row.id), registered.get(row.id), now));
}
