import { useControllableState } from '../../hooks/useControllableState';
import { PageControl } from './PageControl';
import { pageRange } from './pageRange';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** Total pages: the result count divided by the page size, rounded up. Nothing renders below 2. */
  pageCount: number;
  /** The page shown, from 1. */
  page?: number | undefined;
  defaultPage?: number | undefined;
  onPageChange?: ((page: number) => void) | undefined;
  /** Gives each page an address, so pages are real links (through the `LinkProvider`'s component). */
  hrefForPage?: ((page: number) => string) | undefined;
  /** Pages shown either side of the current one above the phone breakpoint; at 600 px or less it is 0. */
  siblingCount?: number | undefined;
  /** Names the navigation landmark; give each pagination on a page its own name. */
  'aria-label'?: string | undefined;
}

/** Page numbers with previous and next, an ellipsis for long ranges, fewer numbers on phones. */
export function Pagination({
  pageCount,
  page,
  defaultPage = 1,
  onPageChange,
  hrefForPage,
  siblingCount = 1,
  'aria-label': label = 'Pagination',
}: PaginationProps) {
  const [requested, setPage] = useControllableState(page, defaultPage, onPageChange);
  if (pageCount < 2) return null;
  const current = Math.min(Math.max(requested, 1), pageCount);

  const layouts = [
    { layout: 'full', siblings: siblingCount },
    { layout: 'compact', siblings: 0 },
  ] as const;

  const step = (target: number, name: string, disabled: boolean, direction: 'previous' | 'next') => (
    <li>
      <PageControl
        page={target}
        aria-label={name}
        kind="step"
        disabled={disabled}
        href={hrefForPage?.(target)}
        onSelect={setPage}
      >
        <StepIcon direction={direction} />
      </PageControl>
    </li>
  );

  return (
    <nav aria-label={label} className={styles.root}>
      {layouts.map(({ layout, siblings }) => (
        <ul key={layout} className={styles.list({ layout })} data-layout={layout}>
          {step(current - 1, 'Previous page', current === 1, 'previous')}
          {pageRange(current, pageCount, siblings).map((slot) =>
            typeof slot === 'number' ? (
              <li key={slot}>
                <PageControl
                  page={slot}
                  aria-label={`Page ${slot}`}
                  kind="page"
                  current={slot === current}
                  href={hrefForPage?.(slot)}
                  onSelect={setPage}
                >
                  {slot}
                </PageControl>
              </li>
            ) : (
              <li key={slot} className={styles.ellipsis} aria-hidden="true">
                …
              </li>
            ),
          )}
          {step(current + 1, 'Next page', current === pageCount, 'next')}
        </ul>
      ))}
    </nav>
  );
}

function StepIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg className={styles.stepIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M10 3.5 5.5 8l4.5 4.5' : 'M6 3.5 10.5 8 6 12.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
