import type { Lot } from '@storefront/api-client';
import { useAuctionLots } from './useAuctionLots';
import { useLotsPageOf } from './useLotsPageOf';

/** A page of an auction's lots page: its number and size. */
export interface LotsPagePlace {
  page: number;
  perPage: number;
}

export interface LotsPagePlaceQuery {
  auctionId: number;
  lot: Pick<Lot, 'id' | 'date_closed'>;
  /** The signed-in buyer, or 0 for a visitor. */
  userid: number;
  /** The lots page the buyer came from (the first when the address names none). */
  place: LotsPagePlace;
}

/**
 * The lots page that lists the lot: the one the buyer came from when it does, else the one found among the others
 * (a lot reached from search, the dashboard or a shared link); the given one until the search answers.
 */
export function useLotsPagePlace({ auctionId, lot, userid, place }: LotsPagePlaceQuery): LotsPagePlace {
  const given = useAuctionLots({ lotof: auctionId, page: place.page, limit: place.perPage, userid });
  const listed = given.isPlaceholderData ? undefined : given.data?.response.results;
  const onGivenPage = listed?.some((other) => other.id === lot.id) ?? false;
  const located = useLotsPageOf({
    auctionId,
    lot,
    perPage: place.perPage,
    userid,
    total: given.data?.response.total_results ?? 0,
    enabled: listed !== undefined && !onGivenPage,
  });
  return { page: onGivenPage ? place.page : (located.data ?? place.page), perPage: place.perPage };
}
