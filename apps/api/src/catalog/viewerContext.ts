import type { Kysely } from 'kysely';
import { amount } from '../db/amounts';
import type { DatabaseSchema } from '../db/schema';
import { visitor, type OwnView } from './ownFields';

export interface OwnBids {
  count: number;
  /** The viewer's own highest maximum on the lot. */
  maximum: number;
}

/** What a page of lots needs beyond the lot rows: images, and for a signed-in viewer their bids and favourites. */
export interface ViewerContext extends OwnView {
  imagesOf: (lotId: number) => string[];
}

const idsOf = (lotIds: readonly number[]) => (lotIds.length > 0 ? [...lotIds] : [0]);

/** Loads, in three queries for the whole page, the images of the lots and the viewer's own bids and favourites. */
export async function viewerContext(
  db: Kysely<DatabaseSchema>,
  lotIds: readonly number[],
  userId: number | null,
): Promise<ViewerContext> {
  const imagesOf = await lotImages(db, lotIds);
  return { ...(await ownView(db, lotIds, userId)), imagesOf };
}

/** The images of the lots, in their order. */
export async function lotImages(db: Kysely<DatabaseSchema>, lotIds: readonly number[]) {
  const images = await db
    .selectFrom('lot_images')
    .select(['lot_id', 'file_name'])
    .where('lot_id', 'in', idsOf(lotIds))
    .orderBy('lot_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const imagesByLot = new Map<number, string[]>();
  for (const image of images)
    imagesByLot.set(image.lot_id, [...(imagesByLot.get(image.lot_id) ?? []), image.file_name]);
  return (lotId: number) => imagesByLot.get(lotId) ?? [];
}

/** The viewer's own bids and favourites among the lots, in two queries (none for a visitor). */
export async function ownView(
  db: Kysely<DatabaseSchema>,
  lotIds: readonly number[],
  userId: number | null,
): Promise<OwnView> {
  if (userId === null) return visitor;
  const ids = idsOf(lotIds);
  const bids = await db
    .selectFrom('bids')
    .select((eb) => ['lot_id', eb.fn.countAll<number>().as('count'), eb.fn.max('max_amount').as('maximum')])
    .where('user_id', '=', userId)
    .where('lot_id', 'in', ids)
    .groupBy('lot_id')
    .execute();
  const favourites = await db
    .selectFrom('watchlists')
    .select('lot_id')
    .where('user_id', '=', userId)
    .where('lot_id', 'in', ids)
    .execute();
  const bidsByLot = new Map(
    bids.map((row) => [row.lot_id, { count: Number(row.count), maximum: amount(row.maximum as string | number) }]),
  );
  const favourite = new Set(favourites.map((row) => row.lot_id));
  return {
    userId,
    bidsOf: (lotId) => bidsByLot.get(lotId),
    isFavourite: (lotId) => favourite.has(lotId),
  };
}
