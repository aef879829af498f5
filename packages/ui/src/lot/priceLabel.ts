import type { LotFields } from './fields';

/** Sold or unsold: the hammer has fallen, and the price shown is the one it fell at. */
export const isHammered = (lot: Pick<LotFields, 'market_status'>) =>
  lot.market_status === 'sold' || lot.market_status === 'unsold';

/**
 * What a lot's price is called (spec: 'Current bid (or Sold Price when sold/unsold)'): a lot closed without a sale
 * keeps its current bid.
 */
export const priceLabel = (lot: Pick<LotFields, 'market_status'>) => (isHammered(lot) ? 'Sold Price' : 'Current Bid');
