import { centsFromDollars, defaultIncrementTable, dollarsFromCents, nextMinimumBid } from '@storefront/domain';

/** The smallest amount the next bid on a lot may be, in dollars as the API sends it. */
export const nextBidOf = (lot: { wprice: string | number; bid_count: number }) =>
  dollarsFromCents(
    nextMinimumBid(defaultIncrementTable, { price: centsFromDollars(lot.wprice) ?? 0, bidCount: lot.bid_count }),
  );
