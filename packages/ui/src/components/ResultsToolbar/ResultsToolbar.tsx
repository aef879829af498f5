import { useControllableState } from '../../hooks/useControllableState';
import { Select } from '../Select';
import { resultCount } from './resultCount';
import { DEFAULT_SORT, isSortCode, sortOptions, type SortCode } from './sortOptions';
import { ViewToggle, type ResultsView } from './ViewToggle';
import * as styles from './ResultsToolbar.css';

export interface ResultsToolbarProps {
  /** All results of the search or auction, not just this page; null while they load. */
  total: number | null;
  /** The page shown, from 1, for the count. */
  page?: number | undefined;
  /** The screen's choices: 10, 20, 30 on the listing and lot search; 20, 40, 100 on auction lots pages. */
  pageSizeOptions: readonly number[];
  pageSize?: number | undefined;
  defaultPageSize?: number | undefined;
  onPageSizeChange?: ((pageSize: number) => void) | undefined;
  view?: ResultsView | undefined;
  defaultView?: ResultsView | undefined;
  onViewChange?: ((view: ResultsView) => void) | undefined;
  /** Shows 'Sort By' (Recent, Oldest); lot search and auction lots pages go without. */
  sortable?: boolean | undefined;
  /** The API's `orderby` code: 2 Recent, 3 Oldest. */
  sort?: SortCode | undefined;
  defaultSort?: SortCode | undefined;
  onSortChange?: ((sort: SortCode) => void) | undefined;
  /** Keeps the toolbar at the top while the results scroll. */
  sticky?: boolean | undefined;
}

/** Above a result list: the count, grid or list, results per page and the sort order. */
export function ResultsToolbar({
  total,
  page = 1,
  pageSizeOptions,
  pageSize,
  defaultPageSize,
  onPageSizeChange,
  view,
  defaultView = 'grid',
  onViewChange,
  sortable = true,
  sort,
  defaultSort = DEFAULT_SORT,
  onSortChange,
  sticky = false,
}: ResultsToolbarProps) {
  const [currentPageSize, setPageSize] = useControllableState(
    pageSize,
    defaultPageSize ?? pageSizeOptions[0] ?? 10,
    onPageSizeChange,
  );
  const [currentView, setView] = useControllableState(view, defaultView, onViewChange);
  const [currentSort, setSort] = useControllableState(sort, defaultSort, onSortChange);

  return (
    <div className={styles.toolbar({ sticky })} data-sticky={sticky || undefined} data-view={currentView}>
      <p className={styles.count} role="status">
        {resultCount(total, page, currentPageSize)}
      </p>
      <div className={styles.controls}>
        <ViewToggle view={currentView} onViewChange={setView} />
        <div className={styles.select({ field: 'pageSize' })}>
          <Select
            label="Results per page"
            options={pageSizeOptions.map((size) => ({ value: String(size), label: String(size) }))}
            value={String(currentPageSize)}
            onValueChange={(next) => setPageSize(Number(next))}
          />
        </div>
        {sortable ? (
          <div className={styles.select({ field: 'sort' })}>
            <Select
              label="Sort By"
              options={sortOptions.map((option) => ({ value: String(option.value), label: option.label }))}
              value={String(currentSort)}
              onValueChange={(next) => {
                const code = Number(next);
                if (isSortCode(code)) setSort(code);
              }}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
