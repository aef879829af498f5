import { useServerClock } from '@storefront/api-client/realtime';
import { AuctionCard, AuctionCardSkeleton, EmptyState, usePageInRange } from '@storefront/ui';
import { useAuctionListing } from '../api/auctionListing';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, pageCount, type ListingQuery } from '../state/listingQuery';
import { auctionHref } from './auctionHref';
import { ListingFrame } from './ListingFrame';
import { ResultsFailed } from './ResultsFailed';
import * as styles from './Listing.css';

export interface ListingResultsProps {
  query: ListingQuery;
  /** A new view of the listing; `replace` when it corrects the address rather than being a step to go back to. */
  onQueryChange: (query: ListingQuery, options?: { replace?: boolean }) => void;
  /** Shows the results as loading (the brief reload after Clear all). */
  reloading?: boolean | undefined;
}

/** The home listing's auctions: count, toolbar, cards in a grid or a list, pagination, 'No Products Found'. */
export function AuctionResults({ query, onQueryChange, reloading = false }: ListingResultsProps) {
  const listing = useAuctionListing(query);
  const clock = useServerClock();
  const page = query.page ?? 1;
  const pageSize = query.limit ?? DEFAULT_PAGE_SIZE;
  const view = query.view ?? 'grid';
  const total = listing.data?.count;
  usePageInRange(page, total === undefined ? undefined : pageCount(total, pageSize), () =>
    onQueryChange({ ...query, page: undefined }, { replace: true }),
  );

  if (listing.isLoadingError) return <ResultsFailed what="auctions" onRetry={() => void listing.refetch()} />;
  const loading = reloading || listing.isPending;
  const auctions = listing.data?.data ?? [];

  return (
    <ListingFrame
      total={loading ? null : (total ?? 0)}
      page={page}
      pageSize={pageSize}
      view={view}
      sort={query.orderby ?? DEFAULT_SORT}
      onPageSizeChange={(limit) => onQueryChange({ ...query, page: undefined, limit })}
      onViewChange={(next) => onQueryChange({ ...query, view: next })}
      onSortChange={(orderby) => onQueryChange({ ...query, page: undefined, orderby })}
      onPageChange={(next) => onQueryChange({ ...query, page: next })}
    >
      {!loading && auctions.length === 0 ? (
        <EmptyState kind="products" />
      ) : (
        <ul
          className={view === 'grid' ? styles.grid : styles.list}
          aria-label="Auctions"
          aria-busy={loading || undefined}
        >
          {loading
            ? Array.from({ length: 3 }, (_, index) => (
                <li key={index}>
                  <AuctionCardSkeleton layout={view === 'grid' ? 'vertical' : 'horizontal'} />
                </li>
              ))
            : auctions.map((auction) => (
                <li key={auction.id}>
                  <AuctionCard
                    auction={auction}
                    href={auctionHref(auction)}
                    clock={clock}
                    layout={view === 'grid' ? 'vertical' : 'horizontal'}
                  />
                </li>
              ))}
        </ul>
      )}
    </ListingFrame>
  );
}
