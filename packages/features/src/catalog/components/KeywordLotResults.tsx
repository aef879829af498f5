import { usePageInRange } from '@storefront/ui';
import { useKeywordLots } from '../api/keywordLots';
import { DEFAULT_SORT, KEYWORD_PAGE_SIZE, pageCount } from '../state/listingQuery';
import type { ListingResultsProps } from './AuctionResults';
import { ListingFrame } from './ListingFrame';
import { LotResults, type LotResultsSlots } from './LotResults';
import { ResultsFailed } from './ResultsFailed';

export type KeywordLotResultsProps = ListingResultsProps & LotResultsSlots;

/** The home listing in search mode: the lots holding the keyword, as cards or a table. */
export function KeywordLotResults({ query, onQueryChange, reloading = false, ...slots }: KeywordLotResultsProps) {
  const search = useKeywordLots(query);
  const page = query.page ?? 1;
  const pageSize = query.limit ?? KEYWORD_PAGE_SIZE;
  const view = query.view ?? 'grid';
  const total = search.data?.result?.totalCount;
  usePageInRange(page, total === undefined ? undefined : pageCount(total, pageSize), () =>
    onQueryChange({ ...query, page: undefined }, { replace: true }),
  );

  if (search.isLoadingError) return <ResultsFailed what="lots" onRetry={() => void search.refetch()} />;
  const loading = reloading || search.isPending;

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
      <LotResults lots={search.data?.result?.listOfProjects ?? []} view={view} loading={loading} {...slots} />
    </ListingFrame>
  );
}
