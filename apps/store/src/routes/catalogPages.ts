/** The lot search and past auctions pages load as one piece: they share the catalog's code. */
export { LotSearchPage } from './LotSearchPage';
export { PastAuctionsPage } from './PastAuctionsPage';
