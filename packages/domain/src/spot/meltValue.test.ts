import { describe, expect, it } from 'vitest';
import { meltValue, metalContentOf, premiumOverSpot, troyOuncesFromGrams } from './meltValue';

describe('melt value', () => {
  it('is the fine content in troy ounces times the spot price per troy ounce, to the cent', () => {
    expect(meltValue({ metal: 'gold', troyOunces: 1 }, 265_012)).toBe(265_012);
    expect(meltValue({ metal: 'gold', troyOunces: 0.1 }, 265_015)).toBe(26_502);
    // A Morgan dollar holds 0.7734 oz of silver: at $31.20 that is $24.13 (24.13008).
    expect(meltValue({ metal: 'silver', troyOunces: 0.7734 }, 3_120)).toBe(2_413);
    expect(meltValue({ metal: 'silver', troyOunces: 100 }, 3_120)).toBe(312_000);
  });

  it('measures grams in troy ounces (31.1034768 g each), to four decimals', () => {
    expect(troyOuncesFromGrams(31.1034768)).toBe(1);
    expect(troyOuncesFromGrams(10)).toBe(0.3215);
    expect(troyOuncesFromGrams(1000)).toBe(32.1507);
  });

  it('knows a lot’s content only when both its metal and a positive weight are given', () => {
    expect(metalContentOf({ metal: 'platinum', metal_troy_oz: 1 })).toEqual({ metal: 'platinum', troyOunces: 1 });
    expect(metalContentOf({ metal: 'silver', metal_troy_oz: null })).toBeNull();
    expect(metalContentOf({ metal: null, metal_troy_oz: 1 })).toBeNull();
    expect(metalContentOf({})).toBeNull();
    expect(metalContentOf({ metal: 'gold', metal_troy_oz: 0 })).toBeNull();
    expect(metalContentOf({ metal: 'gold', metal_troy_oz: Number.NaN })).toBeNull();
  });
});

describe('premium over spot', () => {
  it('is the price minus the melt value, and that as a percentage of the melt value', () => {
    expect(premiumOverSpot(280_000, 265_000)).toEqual({ amount: 15_000, percent: 5.7 });
    expect(premiumOverSpot(265_000, 265_000)).toEqual({ amount: 0, percent: 0 });
  });

  it('goes negative when the lot sells below its metal’s worth', () => {
    expect(premiumOverSpot(2_000, 2_413)).toEqual({ amount: -413, percent: -17.1 });
  });

  it('has no percentage when there is no melt value to measure against', () => {
    expect(premiumOverSpot(500, 0)).toEqual({ amount: 500, percent: null });
  });
});
