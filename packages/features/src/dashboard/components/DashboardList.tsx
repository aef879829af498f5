import type { DashboardLot, DashboardStatus } from '@storefront/api-client';
import { useLotRooms } from '@storefront/api-client/realtime';
import { EmptyState, Pagination, Skeleton, usePageInRange } from '@storefront/ui';
import { useState, type ReactNode } from 'react';
import { useBuyerDashboard } from '../api/useBuyerDashboard';
import type { DashboardHrefs } from './dashboardHrefs';
import { DashboardLotRow } from './DashboardLotRow';
import * as styles from './dashboard.css';

export interface DashboardListProps {
  list: DashboardStatus;
  /** Names the list and its pagination for screen readers, e.g. 'Active Lots'. */
  label: string;
  buyerId: number;
  hrefs: DashboardHrefs;
  renderRetract?: ((row: DashboardLot) => ReactNode) | undefined;
  renderRaiseMaximum?: ((row: DashboardLot) => ReactNode) | undefined;
}

/** One dashboard list, 10 a page, with 'No Auction Found' when it is empty. */
export function DashboardList({ list, label, buyerId, hrefs, renderRetract, renderRaiseMaximum }: DashboardListProps) {
  const [page, setPage] = useState(1);
  const lots = useBuyerDashboard(list, page);
  useLotRooms(lots.data?.results.map((row) => row.id) ?? []);
  // A list that shrank (a lot closed, a bid was retracted) may have fewer pages than the one shown.
  usePageInRange(page, lots.data?.total_pagecnt, () => setPage(1));
  if (lots.isLoadingError) return <p role="alert">{lots.error.message}</p>;
  if (lots.isPending) {
    return (
      <Skeleton.Root label={`Loading ${label}`}>
        <Skeleton.Block height="8rem" />
        <Skeleton.Block height="8rem" />
      </Skeleton.Root>
    );
  }
  if (lots.data.results.length === 0) return <EmptyState kind="auctions" size="inline" />;
  return (
    <div className={styles.section}>
      <ul className={styles.list} aria-label={label}>
        {lots.data.results.map((row) => (
          <DashboardLotRow
            key={row.id}
            row={row}
            list={list}
            buyerId={buyerId}
            hrefs={hrefs}
            retract={renderRetract?.(row)}
            raiseMaximum={renderRaiseMaximum?.(row)}
          />
        ))}
      </ul>
      <Pagination
        pageCount={lots.data.total_pagecnt}
        page={page}
        onPageChange={setPage}
        aria-label={`${label} pages`}
      />
    </div>
  );
}
