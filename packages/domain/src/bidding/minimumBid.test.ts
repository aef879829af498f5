import { describe, expect, it } from 'vitest';
import { defaultIncrementTable } from '../increments/table';
import { buyerMinimumBid, minimumBid } from './minimumBid';

const increments = [{ bprice_range_from: 0, bprice_range_to: 1000, per_price: 10 }];
const lot = { next_bid: 560, maxbidamt: 600, highbid_user_id: 1, BidIncrement: increments };

describe('buyerMinimumBid', () => {
  it("is the lot's next bid for anyone but its leader", () => {
    expect(buyerMinimumBid(lot, 2)).toBe(560_00);
    expect(buyerMinimumBid(lot, null)).toBe(560_00);
    expect(buyerMinimumBid({ ...lot, maxbidamt: undefined }, 1)).toBe(560_00);
  });

  it('is one increment above their own maximum for the leader, as the engine decides', () => {
    expect(buyerMinimumBid(lot, 1)).toBe(610_00);
    const table = defaultIncrementTable;
    expect(buyerMinimumBid({ next_bid: 76, maxbidamt: 80, highbid_user_id: 7 }, 7)).toBe(
      minimumBid(table, { price: 75_00, bidCount: 2 }, 80_00),
    );
  });

  it('is unknown without the lot’s next bid', () => {
    expect(buyerMinimumBid({ ...lot, next_bid: undefined }, 1)).toBeUndefined();
  });
});
