import { FilterPanel } from '@storefront/ui';
import { useCategories } from '../api/categories';
import { listingFilters, withListingFilters, type ListingQuery } from '../state/listingQuery';
import { AuctionResults } from './AuctionResults';
import { KeywordLotResults } from './KeywordLotResults';
import type { LotResultsSlots } from './LotResults';
import { CLEAR_ALL_RELOAD_MS, useBriefReload } from './useBriefReload';
import * as styles from './Listing.css';

export interface AuctionListingProps extends LotResultsSlots {
  /** The view the URL holds. */
  query: ListingQuery;
  /** A new view; the app puts it in the URL. `replace` corrects the address instead of adding a step. */
  onQueryChange: (query: ListingQuery, options?: { replace?: boolean }) => void;
}

/**
 * The home listing: the filter panel (Auction Type, Category, Condition, Date Range) beside the auctions, or, when the
 * query has a keyword, beside the lots holding it. Changing a filter goes back to page 1; Clear all reloads briefly.
 */
export function AuctionListing({ query, onQueryChange, ...slots }: AuctionListingProps) {
  const categories = useCategories();
  const [reloading, reload] = useBriefReload(CLEAR_ALL_RELOAD_MS.home);
  const options = (categories.data?.category_val ?? []).map((category) => ({
    value: category.id,
    label: category.name,
  }));

  return (
    <section className={styles.layout} aria-label={query.search ? 'Search results' : 'Auctions'}>
      <FilterPanel
        variant="listing"
        categories={options}
        value={listingFilters(query)}
        onValueChange={(filters) => onQueryChange(withListingFilters(query, filters))}
        onClearAll={reload}
      />
      <div className={styles.results}>
        {query.search ? (
          <KeywordLotResults query={query} onQueryChange={onQueryChange} reloading={reloading} {...slots} />
        ) : (
          <AuctionResults query={query} onQueryChange={onQueryChange} reloading={reloading} />
        )}
      </div>
    </section>
  );
}
