import { describe, expect, it } from 'vitest';
import { defaultIncrementTable } from '../increments/table';
import { isLargeBid } from './largeBid';

const table = defaultIncrementTable;

describe('isLargeBid', () => {
  it('asks about a bid more than 10 increments above the price', () => {
    // $2,400 rises by $25: up to $2,650 goes at once, a cent more asks.
    const lot = { price: 2_400_00, minimumBid: 2_425_00 };
    expect(isLargeBid(2_650_00, lot, table)).toBe(false);
    expect(isLargeBid(2_650_01, lot, table)).toBe(true);
  });

  it('asks about a bid of 3 times the price or more', () => {
    // $1 rises by 25 cents: 10 increments would allow $3.50, 3 times stops at $3.
    const lot = { price: 1_00, minimumBid: 1_25 };
    expect(isLargeBid(2_99, lot, table)).toBe(false);
    expect(isLargeBid(3_00, lot, table)).toBe(true);
  });

  it('measures a lot without a price from its minimum bid', () => {
    expect(isLargeBid(15_00, { price: 0, minimumBid: 10_00 }, table)).toBe(false);
    expect(isLargeBid(15_01, { price: 0, minimumBid: 10_00 }, table)).toBe(true);
    expect(isLargeBid(1_00, { price: 0, minimumBid: 0 }, table)).toBe(false);
  });
});
