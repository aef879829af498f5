import { formatCount } from '@storefront/domain';

/**
 * 'Showing 21–40 of 184 results' for the page shown; the last page ends at the total. A total not known yet (null, the
 * results loading) says so, rather than 'Showing 0 results'.
 */
export function resultCount(total: number | null, page: number, pageSize: number): string {
  if (total === null) return 'Loading results…';
  if (total <= 0) return 'Showing 0 results';
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${total === 1 ? 'result' : 'results'}`;
}
