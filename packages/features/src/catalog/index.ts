export { auctionListingBody, auctionListingQuery, useAuctionListing } from './api/auctionListing';
export { keywordLotsBody, keywordLotsQuery, useKeywordLots } from './api/keywordLots';
export { lotSearchBody, lotSearchQuery, useLotSearch } from './api/lotSearch';
export { pastAuctionsBody, pastAuctionsQuery, usePastAuctions, PAST_AUCTIONS_PAGE_SIZE } from './api/pastAuctions';
export type { PastAuctionsQuery } from './api/pastAuctions';
export { useMetalPrices } from './api/metalPrices';
export { useKeywordSuggestions } from './api/keywordSuggestions';
export { AuctionListing, type AuctionListingProps } from './components/AuctionListing';
export type { LotResultsSlots } from './components/LotResults';
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
export { BannerSlider } from './components/BannerSlider';
export { HomeHeadline, type HomeHeadlineProps } from './components/HomeHeadline';
export { AuctionCarousel, CAROUSEL_AUCTIONS } from './components/AuctionCarousel';
export { ServiceTiles } from './components/ServiceTiles';
export { LotSearch, type LotSearchProps } from './components/LotSearch';
export { PastAuctions, type PastAuctionsProps } from './components/PastAuctions';
export { useHeaderSearch, type HeaderSearchOptions } from './components/useHeaderSearch';
