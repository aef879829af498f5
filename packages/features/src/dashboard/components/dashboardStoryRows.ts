import type { DashboardLot, DashboardStatus } from '@storefront/api-client';
import { createHandlers, dashboardRows } from '@storefront/api-client/msw';
import type { DashboardHrefs } from './dashboardHrefs';

/**
 * A won lot already paid, to show its Invoice button beside the fixtures' unpaid one. The buyer's maximum of US $2,550.00
 * went in at US $2,400.00 (`mybid`) and was pushed to US $2,480.00 by another bidder.
 */
export const paidWonRow: DashboardLot = {
  id: 3002,
  lotof: 104,
  sku: '305',
  title: '2024 American Gold Eagle 1 oz BU',
  auctionlot_title: 'Gold & Platinum Timed Auction',
  latestbid: 2480,
  mybid: 2400,
  mybidid: 70402,
  lastproxtamt: 2550,
  highest_bidder_user_id: 7,
  latestbid_user: 7,
  wprice: 2480,
  reserve_met: 1,
  market_status: 'sold',
  con_check: 0,
  date_added: '2026-02-01T16:00:00Z',
  date_closed: '2026-02-08T02:00:00Z',
  qty: 1,
  paid: 1,
  common_invoice: 4907,
  auctionid: 104,
  watchlisted: 0,
  avatar: 'gold-eagle-obverse.jpg',
};

/** A lot the buyer bid on and lost. */
export const lostRow: DashboardLot = {
  ...dashboardRows.bidactive[1]!,
  id: 3010,
  title: '1881-CC Morgan Silver Dollar NGC MS64',
  market_status: 'sold',
  highest_bidder_user_id: 12,
  latestbid_user: 12,
};

/** A lot the buyer bid on that closed without a sale (below its reserve): it keeps its current bid. */
export const closedUnsoldRow: DashboardLot = {
  ...lostRow,
  id: 3011,
  sku: '118',
  title: '1909-S VDB Lincoln Cent PCGS VF30',
  market_status: 'closed',
};

/** Every list with a row or more: the fixtures plus a paid won lot and two lost ones. */
export const storyRows = {
  ...dashboardRows,
  bidwon: [...dashboardRows.bidwon, paidWonRow],
  bidlost: [lostRow, closedUnsoldRow],
};

/** The store's routes, as the app hands them in. */
export const storyHrefs: DashboardHrefs = {
  lot: (row) => `/timedlotView/${row.lotof}/${row.id}/7`,
  invoice: (id) => `/Invoice/${id}`,
  checkout: (ids) => `/Checkout?${ids.map((id) => `id=${id}`).join('&')}`,
};

/** MSW answers that page through the given lists as the server does. */
export const answersFrom = (rows: Record<DashboardStatus, readonly DashboardLot[]>) =>
  createHandlers({
    buyerDashboard: ({ body }) => {
      const all = rows[body.status];
      return {
        success: 'yes',
        results: all.slice((body.page - 1) * body.sh_limit, body.page * body.sh_limit),
        total_pagecnt: Math.ceil(all.length / body.sh_limit),
      };
    },
  });
