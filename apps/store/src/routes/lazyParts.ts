import { lazyPart } from '../app/lazyPart';

/*
 * The parts of the pages that load after the page's first paint: what home shows below its first screen, the lot's
 * notes, videos, chat and the other lots' carousel (below the first screen), the auction's lot drawer and list view (opened
 * by a click), the live auction's registration and the seller's video (which waits for the stream anyway).
 */
export const LazyOtherLots = lazyPart(() => import('./deferred/otherLots').then((part) => part.OtherLots));
export const LazyLotInfoTabs = lazyPart(() => import('./deferred/lotNotes').then((part) => part.LotInfoTabs));
export const LazyProductChat = lazyPart(() => import('./deferred/productChat').then((part) => part.ProductChat));
export const LazyLotVideos = lazyPart(() => import('./deferred/lotNotes').then((part) => part.LotVideos));
export const LazySellerStream = lazyPart(() => import('./deferred/sellerStream').then((part) => part.SellerStream));
export const LazyLotTable = lazyPart(() => import('./deferred/lotTable').then((part) => part.LotTable));
export const LazyAuctionLotDrawer = lazyPart(() =>
  import('./auctionLots/AuctionLotDrawer').then((part) => part.AuctionLotDrawer),
);
export const LazyLiveRegistration = lazyPart(() =>
  import('./deferred/liveRegistration').then((part) => part.LiveRegistration),
);
export const LazyLiveAuctionEntry = lazyPart(() =>
  import('./auctionLots/LiveAuctionEntry').then((part) => part.LiveAuctionEntry),
);
