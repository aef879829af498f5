import type { Lot } from '@storefront/api-client';
import { LotNeighbours } from '@storefront/ui';
import { useAuctionLots } from '../api/useAuctionLots';
import { useLotsPageOf } from '../api/useLotsPageOf';

/** A page's lots once read: not the page before it, which a page's entry shows while it loads. */
const resultsOf = (entry: ReturnType<typeof useAuctionLots>) =>
  entry.isPlaceholderData ? undefined : entry.data?.response.results;

/** A page of an auction's lots page: its number and size. */
export interface LotsPagePlace {
  page: number;
  perPage: number;
}

export interface AuctionLotNeighboursProps {
  auctionId: number;
  lot: Pick<Lot, 'id' | 'date_closed'>;
  /** The signed-in buyer, or 0 for a visitor. */
  userid: number;
  /** The lots page the buyer came from; the lot is looked for on the others when it is not there. */
  place: LotsPagePlace;
  /** A lot's view, carrying the lots page it is on. */
  hrefForLot: (lot: Pick<Lot, 'id' | 'lotof'>, place: LotsPagePlace) => string;
}

/**
 * Previous and next lot of an auction in its lots page's order, across the page's edges: the first lot of a page follows
 * the last of the page before. Read from the lots page's own entries, so coming from there costs no call; a lot that
 * is not on the page the buyer came from (or on the first, reached from elsewhere) is looked for on the others.
 */
export function AuctionLotNeighbours({ auctionId, lot, userid, place, hrefForLot }: AuctionLotNeighboursProps) {
  const { perPage } = place;
  const lotsPage = (number: number) => ({ lotof: auctionId, page: number, limit: perPage, userid });
  const given = useAuctionLots(lotsPage(place.page));
  const givenLots = resultsOf(given);
  const onGivenPage = givenLots?.some((listed) => listed.id === lot.id) ?? false;
  const located = useLotsPageOf({
    auctionId,
    lot,
    perPage,
    userid,
    total: given.data?.response.total_results ?? 0,
    enabled: givenLots !== undefined && !onGivenPage,
  });
  const page = onGivenPage ? place.page : (located.data ?? place.page);
  const lots = useAuctionLots(lotsPage(page)).data?.response;
  const results = lots?.results ?? [];
  const index = results.findIndex((listed) => listed.id === lot.id);
  const found = index !== -1;
  const firstOnPage = found && index === 0 && page > 1;
  const lastOnPage = found && index === results.length - 1 && page * perPage < (lots?.total_results ?? 0);
  const before = resultsOf(useAuctionLots(lotsPage(page - 1), { enabled: firstOnPage }));
  const after = resultsOf(useAuctionLots(lotsPage(page + 1), { enabled: lastOnPage }));
  if (!found) return null;
  const previous = firstOnPage ? before?.at(-1) : results[index - 1];
  const next = lastOnPage ? after?.[0] : results[index + 1];
  return (
    <LotNeighbours
      previousHref={previous ? hrefForLot(previous, { page: firstOnPage ? page - 1 : page, perPage }) : null}
      nextHref={next ? hrefForLot(next, { page: lastOnPage ? page + 1 : page, perPage }) : null}
    />
  );
}
