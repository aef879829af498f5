import type { Lot } from '@storefront/api-client';
import { LotNeighbours } from '@storefront/ui';
import { useAuctionLots } from '../api/useAuctionLots';
import type { LotsPagePlace } from '../api/useLotsPagePlace';

/** A page's lots once read: not the page before it, which a page's entry shows while it loads. */
const resultsOf = (entry: ReturnType<typeof useAuctionLots>) =>
  entry.isPlaceholderData ? undefined : entry.data?.response.results;

export interface AuctionLotNeighboursProps {
  auctionId: number;
  lot: Pick<Lot, 'id'>;
  /** The signed-in buyer, or 0 for a visitor. */
  userid: number;
  /** The lots page that lists the lot (useLotsPagePlace). */
  place: LotsPagePlace;
  /** A lot's view, carrying the lots page it is on. */
  hrefForLot: (lot: Pick<Lot, 'id' | 'lotof'>, place: LotsPagePlace) => string;
}

/**
 * Previous and next lot of an auction in its lots page's order, across the page's edges: the first lot of a page follows
 * the last of the page before. Read from the lots page's own entries, so coming from there costs no call.
 */
export function AuctionLotNeighbours({ auctionId, lot, userid, place, hrefForLot }: AuctionLotNeighboursProps) {
  const { page, perPage } = place;
  const lotsPage = (number: number) => ({ lotof: auctionId, page: number, limit: perPage, userid });
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
