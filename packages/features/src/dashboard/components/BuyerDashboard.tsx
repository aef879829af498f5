import type { DashboardLot, DashboardStatus } from '@storefront/api-client';
import { Tabs } from '@storefront/ui';
import type { ReactNode } from 'react';
import { CheckoutButton } from './CheckoutButton';
import type { DashboardHrefs } from './dashboardHrefs';
import { DashboardList } from './DashboardList';
import * as styles from './dashboard.css';

/** The dashboard's lists (spec 000 §2: Active, Won and Lost Lots, and the buy-now and watchlist statuses). */
export const DASHBOARD_TABS: readonly { list: DashboardStatus; label: string }[] = [
  { list: 'bidactive', label: 'Active Lots' },
  { list: 'bidwon', label: 'Won Lots' },
  { list: 'bidlost', label: 'Lost Lots' },
  { list: 'buynow', label: 'Buy Now' },
  { list: 'watchlist', label: 'Watchlist' },
];

export interface BuyerDashboardProps {
  buyerId: number;
  hrefs: DashboardHrefs;
  /** The tab open first; Active Lots by default. */
  defaultList?: DashboardStatus | undefined;
  /** The bidding slice's retraction for an active row, composed in by the app. */
  renderRetract?: ((row: DashboardLot) => ReactNode) | undefined;
  /** The bidding slice's new maximum bid for an active row the buyer no longer leads, composed in by the app. */
  renderRaiseMaximum?: ((row: DashboardLot) => ReactNode) | undefined;
}

/**
 * /dashboard: the buyer's lots by list, 10 a page, with the checkout button. Prices, leaders and closes arrive
 * through the realtime transport into the lists' cache entries, so rows turn Losing or move to Won or Lost by
 * themselves.
 */
export function BuyerDashboard({
  buyerId,
  hrefs,
  defaultList = 'bidactive',
  renderRetract,
  renderRaiseMaximum,
}: BuyerDashboardProps) {
  return (
    <section className={styles.section} aria-labelledby="dashboard-heading">
      <div className={styles.header}>
        <h2 id="dashboard-heading">My Bids</h2>
        <CheckoutButton hrefs={hrefs} />
      </div>
      <Tabs.Root defaultValue={defaultList}>
        <Tabs.List aria-label="Dashboard lists">
          {DASHBOARD_TABS.map(({ list, label }) => (
            <Tabs.Trigger key={list} value={list}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {DASHBOARD_TABS.map(({ list, label }) => (
          <Tabs.Content key={list} value={list}>
            <DashboardList
              list={list}
              label={label}
              buyerId={buyerId}
              hrefs={hrefs}
              renderRetract={renderRetract}
              renderRaiseMaximum={renderRaiseMaximum}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
