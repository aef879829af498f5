import type { LotFields } from './fields';

/** Sold, or closed without a sale (unsold, or closed with no winner): the hammer has fallen at the price shown. */
export const isHammered = (lot: Pick<LotFields, 'market_status'>) =>
  lot.market_status === 'sold' || lot.market_status === 'unsold' || lot.market_status === 'closed';

/**
 * What a lot's price is called (spec: 'Current bid (or Sold Price when sold/unsold)'): a lot closed without a winner
 * is unsold too, and its price is no longer a current bid.
 */
export const priceLabel = (lot: Pick<LotFields, 'market_status'>) => (isHammered(lot) ? 'Sold Price' : 'Current Bid');
