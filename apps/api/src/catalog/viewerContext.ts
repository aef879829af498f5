import type { Kysely } from 'kysely';
import { amount } from '../db/amounts';
import type { DatabaseSchema } from '../db/schema';

export interface OwnBids {
  count: number;
  /** The viewer's own highest maximum on the lot. */
  maximum: number;
}

/** What a page of lots needs beyond the lot rows: images, and for a signed-in viewer their bids and favourites. */
export interface ViewerContext {
  userId: number | null;
  imagesOf: (lotId: number) => string[];
  bidsOf: (lotId: number) => OwnBids | undefined;
  isFavourite: (lotId: number) => boolean;
}

/** Loads, in three queries for the whole page, the images of the lots and the viewer's own bids and favourites. */
export async function viewerContext(
  db: Kysely<DatabaseSchema>,
  lotIds: readonly number[],
  userId: number | null,
): Promise<ViewerContext> {
  const ids = lotIds.length > 0 ? [...lotIds] : [0];
  const images = await db
    .selectFrom('lot_images')
    .select(['lot_id', 'file_name'])
    .where('lot_id', 'in', ids)
    .orderBy('lot_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const bids =
    userId === null
      ? []
      : await db
          .selectFrom('bids')
          .select((eb) => ['lot_id', eb.fn.countAll<number>().as('count'), eb.fn.max('max_amount').as('maximum')])
          .where('user_id', '=', userId)
          .where('lot_id', 'in', ids)
          .groupBy('lot_id')
          .execute();
  const favourites =
    userId === null
      ? []
      : await db
          .selectFrom('watchlists')
          .select('lot_id')
          .where('user_id', '=', userId)
          .where('lot_id', 'in', ids)
          .execute();

  const imagesByLot = new Map<number, string[]>();
  for (const image of images)
    imagesByLot.set(image.lot_id, [...(imagesByLot.get(image.lot_id) ?? []), image.file_name]);
  const bidsByLot = new Map(
    bids.map((row) => [row.lot_id, { count: Number(row.count), maximum: amount(row.maximum as string | number) }]),
  );
  const favourite = new Set(favourites.map((row) => row.lot_id));
  return {
    userId,
    imagesOf: (lotId) => imagesByLot.get(lotId) ?? [],
    bidsOf: (lotId) => bidsByLot.get(lotId),
    isFavourite: (lotId) => favourite.has(lotId),
  };
}
