import { AuctionCard, AuctionCardSkeleton, EmptyState, Pagination, usePageInRange } from '@storefront/ui';
import { usePastAuctions } from '../api/pastAuctions';
import type { PastAuctionsQuery } from '../state/requests';
import { auctionHref } from './auctionHref';
import { ResultsFailed } from './ResultsFailed';
import * as styles from './Listing.css';

export interface PastAuctionsProps {
  query: PastAuctionsQuery;
  onQueryChange: (query: PastAuctionsQuery, options?: { replace?: boolean }) => void;
}

/** 'Past Auctions': closed auctions 10 to a page, each with 'View Auction'; 'No Products Found' when none. */
export function PastAuctions({ query, onQueryChange }: PastAuctionsProps) {
  const past = usePastAuctions(query);
  const page = query.page ?? 1;
  const pages = past.data?.total_pagecnt;
  usePageInRange(page, pages, () => onQueryChange({ ...query, page: undefined }, { replace: true }));

  return (
    <section className={styles.results} aria-labelledby="past-auctions-title">
      <h1 id="past-auctions-title" className={styles.heading}>
        Past Auctions
      </h1>
      {past.isError ? (
        <ResultsFailed what="past auctions" onRetry={() => void past.refetch()} />
      ) : past.isPending ? (
        <ul className={styles.grid} aria-label="Past auctions" aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <AuctionCardSkeleton />
            </li>
          ))}
        </ul>
      ) : past.data.results.length === 0 ? (
        <EmptyState kind="products" />
      ) : (
        <ul className={styles.grid} aria-label="Past auctions">
          {past.data.results.map((auction) => (
            <li key={auction.id}>
              <AuctionCard
                auction={{ ...auction, title: auction.ptitle, market_status: 'closed' }}
                href={auctionHref(auction)}
                actionLabel="View Auction"
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        pageCount={pages ?? 0}
        page={page}
        onPageChange={(next) => onQueryChange({ ...query, page: next })}
        aria-label="Past auction pages"
      />
    </section>
  );
}
