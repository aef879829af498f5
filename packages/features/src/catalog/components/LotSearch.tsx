import { FilterPanel, usePageInRange } from '@storefront/ui';
import { useCategoryTree } from '../api/categories';
import { useLotSearch } from '../api/lotSearch';
import { DEFAULT_PAGE_SIZE, pageCount } from '../state/listingQuery';
import { lotSearchHeading } from '../state/lotSearchHeading';
import { lotSearchFilters, withLotSearchFilters, type LotSearchQuery } from '../state/lotSearchQuery';
import { ListingFrame } from './ListingFrame';
import { LotResults, type LotResultsSlots } from './LotResults';
import { ResultsFailed } from './ResultsFailed';
import { CLEAR_ALL_RELOAD_MS, useBriefReload } from './useBriefReload';
import * as styles from './Listing.css';

export interface LotSearchProps extends LotResultsSlots {
  query: LotSearchQuery;
  onQueryChange: (query: LotSearchQuery, options?: { replace?: boolean }) => void;
}

/**
 * The lot search (/search, /lotsearch): Filters (Category, Sub Category, Conditions, Price Range) with Clear all, the
 * count, grid or list and results per page, without Sort By.
 */
export function LotSearch({ query, onQueryChange, ...slots }: LotSearchProps) {
  const tree = useCategoryTree();
  const search = useLotSearch(query);
  const [reloading, reload] = useBriefReload(CLEAR_ALL_RELOAD_MS.lotSearch);
  const page = query.page ?? 1;
  const pageSize = query.limit ?? DEFAULT_PAGE_SIZE;
  const view = query.view ?? 'grid';
  const total = search.data?.result?.totalCount;
  usePageInRange(page, total === undefined ? undefined : pageCount(total, pageSize), () =>
    onQueryChange({ ...query, page: undefined }, { replace: true }),
  );
  const parents = tree.data?.parent ?? [];
  const chosen = query.cat_id ?? [];
  const categories = parents.map((parent) => ({ value: parent.id, label: parent.name }));
  const subCategories = parents
    .filter((parent) => chosen.length === 0 || chosen.includes(parent.id))
    .flatMap((parent) => parent.subcategory ?? [])
    .map((sub) => ({ value: sub.id, label: sub.name }));
  const loading = reloading || search.isPending;

  return (
    <section className={styles.page} aria-labelledby="lot-search-title">
      <h1 id="lot-search-title" className={styles.heading}>
        {lotSearchHeading(query, parents)}
      </h1>
      <div className={styles.layout}>
        <FilterPanel
          variant="lotSearch"
          categories={categories}
          subCategories={subCategories}
          value={lotSearchFilters(query)}
          onValueChange={(filters) => onQueryChange(withLotSearchFilters(query, filters))}
          onClearAll={reload}
        />
        <div className={styles.results}>
          {search.isError ? (
            <ResultsFailed what="lots" onRetry={() => void search.refetch()} />
          ) : (
            <ListingFrame
              total={loading ? null : (total ?? 0)}
              page={page}
              pageSize={pageSize}
              view={view}
              onPageSizeChange={(limit) => onQueryChange({ ...query, page: undefined, limit })}
              onViewChange={(next) => onQueryChange({ ...query, view: next })}
              onPageChange={(next) => onQueryChange({ ...query, page: next })}
            >
              <LotResults lots={search.data?.result?.listOfProjects ?? []} view={view} loading={loading} {...slots} />
            </ListingFrame>
          )}
        </div>
      </div>
    </section>
  );
}
