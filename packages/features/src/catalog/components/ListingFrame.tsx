import { Pagination, ResultsToolbar } from '@storefront/ui';
import { useRef, type ReactNode } from 'react';
import * as styles from './Listing.css';
import { pageCount, PAGE_SIZES, type ResultsLayout, type SortCode } from '../state/listingQuery';

export interface ListingFrameProps {
  /** null while the results load. */
  total: number | null;
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
  const top = useRef<HTMLDivElement>(null);
  // A page picked below the results starts at their top, not where the last one ended.
  const turnPage = (next: number) => {
    onPageChange(next);
    top.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <div ref={top} className={styles.results}>
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
        pageCount={pageCount(total ?? 0, pageSize)}
        page={page}
        onPageChange={turnPage}
        aria-label="Result pages"
      />
    </div>
  );
}
