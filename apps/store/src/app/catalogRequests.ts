/** The catalog's request bodies, loaded by the routes' loaders on demand so they stay out of the first load. */
export { auctionListingBody, keywordLotsBody, lotSearchBody, pastAuctionsBody } from '@storefront/features/catalog';
