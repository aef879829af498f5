import { lazy } from 'react';

/*
 * The parts of the lot and auction pages that load after the page's first paint: the lot's notes, videos and the other
 * lots' carousel (below the first screen), the auction's lot drawer and list view (opened by a click), the live
 * auction's registration and the seller's video (which waits for the stream anyway).
 * Each is a chunk of its own so that the route's JavaScript stays within its budget (scripts/js-budget.mjs).
 */
export const LazyOtherLots = lazy(() => import('./deferred/otherLots').then((part) => ({ default: part.OtherLots })));
export const LazyLotInfoTabs = lazy(() =>
  import('./deferred/lotNotes').then((part) => ({ default: part.LotInfoTabs })),
);
export const LazyLotVideos = lazy(() => import('./deferred/lotNotes').then((part) => ({ default: part.LotVideos })));
export const LazySellerStream = lazy(() =>
  import('./deferred/sellerStream').then((part) => ({ default: part.SellerStream })),
);
export const LazyLotTable = lazy(() => import('./deferred/lotTable').then((part) => ({ default: part.LotTable })));
export const LazyAuctionLotDrawer = lazy(() =>
  import('./auctionLots/AuctionLotDrawer').then((part) => ({ default: part.AuctionLotDrawer })),
);
export const LazyLiveAuctionEntry = lazy(() =>
  import('./auctionLots/LiveAuctionEntry').then((part) => ({ default: part.LiveAuctionEntry })),
);
