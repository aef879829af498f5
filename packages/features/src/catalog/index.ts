export { useAuctionListing } from './api/auctionListing';
export { useKeywordLots } from './api/keywordLots';
export { useLotSearch } from './api/lotSearch';
export { usePastAuctions } from './api/pastAuctions';
export {
  auctionListingBody,
  keywordLotsBody,
  lotSearchBody,
  pastAuctionsBody,
  PAST_AUCTIONS_PAGE_SIZE,
  type PastAuctionsQuery,
} from './state/requests';
export { useMetalPrices } from './api/metalPrices';
export { useStoreMenu, type CategoryFilter } from './api/storeMenu';
export { AuctionListing, type AuctionListingProps } from './components/AuctionListing';
export type { LotResultsSlots } from './components/LotResults';
export { lotAuctionHref } from './components/auctionHref';
export {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  KEYWORD_PAGE_SIZE,
  PAGE_SIZES,
  type ListingQuery,
  type ResultsLayout,
  type SortCode,
} from './state/listingQuery';
export type { LotSearchQuery } from './state/lotSearchQuery';
export { MetalPriceStrip } from './components/MetalPriceStrip';
export { LotSpotValue, type LotSpotValueProps } from './components/LotSpotValue';
export { BannerSlider } from './components/BannerSlider';
export { HomeHeadline, type HomeHeadlineProps } from './components/HomeHeadline';
export { AuctionCarousel, CAROUSEL_AUCTIONS } from './components/AuctionCarousel';
export { ServiceTiles } from './components/ServiceTiles';
export { LotSearch, type LotSearchProps } from './components/LotSearch';
export { PastAuctions, type PastAuctionsProps } from './components/PastAuctions';
export { useHeaderSearch, type HeaderSearchOptions } from './components/useHeaderSearch';
