import { Pagination, ResultsToolbar } from '@storefront/ui';
import type { ReactNode } from 'react';
import { pageCount, PAGE_SIZES, type ResultsLayout, type SortCode } from '../state/listingQuery';

export interface ListingFrameProps {
  total: number;
  page: number;
  pageSize: number;
  view: ResultsLayout;
  /** The Sort By code; without it the toolbar has no Sort By (lot search). */
  sort?: SortCode | undefined;
  onPageSizeChange: (pageSize: number) => void;
  onViewChange: (view: ResultsLayout) => void;
  onSortChange?: ((sort: SortCode) => void) | undefined;
  onPageChange: (page: number) => void;
  children: ReactNode;
}

/** The count, grid or list, results per page and Sort By above the results, pagination below. */
export function ListingFrame({
  total,
  page,
  pageSize,
  view,
  sort,
  onPageSizeChange,
  onViewChange,
  onSortChange,
  onPageChange,
  children,
}: ListingFrameProps) {
  return (
    <>
      <ResultsToolbar
        total={total}
        page={page}
        pageSizeOptions={PAGE_SIZES}
        pageSize={pageSize}
        onPageSizeChange={onPageSizeChange}
        view={view}
        onViewChange={onViewChange}
        sortable={sort !== undefined}
        sort={sort}
        onSortChange={onSortChange}
      />
      {children}
      <Pagination
        pageCount={pageCount(total, pageSize)}
        page={page}
        onPageChange={onPageChange}
        aria-label="Result pages"
      />
    </>
  );
}
