import { lazy, type ComponentType } from 'react';

/*
 * The parts of the pages that load after the page's first paint: what home shows below its first screen, the lot's
 * notes, videos and the other lots' carousel (below the first screen), the auction's lot drawer and list view (opened
 * by a click), the live auction's registration and the seller's video (which waits for the stream anyway).
 * Each is a chunk of its own so that the route's JavaScript stays within its budget (scripts/js-budget.mjs).
 * A part asked for while the server is unreachable keeps its place empty and is fetched again (after 1 s, then less
 * and less often) instead of replacing the whole page with an error: the page above it still works, and the part
 * appears when the server is back.
 */
const RETRY_FIRST_MS = 1000;
const RETRY_MOST_MS = 10_000;

function importUntilLoaded<Part>(load: () => Promise<Part>, waitMs = RETRY_FIRST_MS): Promise<Part> {
  return load().catch(
    () =>
      new Promise<Part>((resolve) => {
        setTimeout(() => resolve(importUntilLoaded(load, Math.min(waitMs * 2, RETRY_MOST_MS))), waitMs);
      }),
  );
}

export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() => importUntilLoaded(load).then((component) => ({ default: component })));
}

export const LazyOtherLots = lazyPart(() => import('./deferred/otherLots').then((part) => part.OtherLots));
export const LazyLotInfoTabs = lazyPart(() => import('./deferred/lotNotes').then((part) => part.LotInfoTabs));
export const LazyLotVideos = lazyPart(() => import('./deferred/lotNotes').then((part) => part.LotVideos));
export const LazySellerStream = lazyPart(() => import('./deferred/sellerStream').then((part) => part.SellerStream));
export const LazyLotTable = lazyPart(() => import('./deferred/lotTable').then((part) => part.LotTable));
export const LazyAuctionLotDrawer = lazyPart(() =>
  import('./auctionLots/AuctionLotDrawer').then((part) => part.AuctionLotDrawer),
);
export const LazyLiveAuctionEntry = lazyPart(() =>
  import('./auctionLots/LiveAuctionEntry').then((part) => part.LiveAuctionEntry),
);
