import { buyerMinimumBid, centsFromDollars, incrementTableFromApi, type MinimumBidLot } from '@storefront/domain';
import { centsOf } from './amounts';
import type { LotFields } from './fields';
import { priceLabel } from './priceLabel';

/** What BidControl reads of a lot, under the API's names. */
export type BidLotFields = Pick<LotFields, 'wprice' | 'market_status'> &
  MinimumBidLot & {
    maxbidamt?: number | undefined;
    buyerpremium_percentage?: number | undefined;
    shippingcost?: number | undefined;
  };

/**
 * BidControl's facts of a lot for this buyer: the price and what it is called, the least they may bid (next_bid, or
 * above their own leading maximum), their maximum, the premium, shipping and the lot's increments.
 */
export function lotBidFacts(lot: BidLotFields, buyerId: number | null) {
  const price = centsOf(lot.wprice);
  return {
    currentPriceCents: price,
    minimumBidCents: buyerMinimumBid(lot, buyerId) ?? price,
    yourMaximumCents: centsFromDollars(lot.maxbidamt),
    premiumPercent: lot.buyerpremium_percentage,
    shippingCents: centsFromDollars(lot.shippingcost),
    increments: incrementTableFromApi(lot.BidIncrement),
    priceLabel: priceLabel(lot),
  };
}
