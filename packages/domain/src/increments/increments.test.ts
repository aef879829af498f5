import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOnIncrementGrid, nextOnIncrementGrid } from './grid';
import { nextMinimumBid } from './nextMinimumBid';
import { bidSuggestions } from './suggestions';
import { defaultIncrementTable, incrementAt, incrementTableFromApi, type IncrementTable } from './table';

const dollars = (value: number) => Math.round(value * 100);

describe('the default increment table', () => {
  it.each([
    [0, 0.05],
    [0.99, 0.05],
    [1, 0.25],
    [4.99, 0.25],
    [5, 0.5],
    [24.99, 0.5],
    [25, 1],
    [99.99, 1],
    [100, 2.5],
    [249.99, 2.5],
    [250, 5],
    [499.99, 5],
    [500, 10],
    [999.99, 10],
    [1000, 25],
    [2499.99, 25],
    [2500, 50],
    [4999.99, 50],
    [5000, 100],
    [1_000_000, 100],
  ])('at $%d the increment is $%d', (price, increment) => {
    expect(incrementAt(defaultIncrementTable, dollars(price))).toBe(dollars(increment));
  });
});

describe('incrementTableFromApi', () => {
  const rows = [
    { bprice_range_from: '100', bprice_range_to: '499.99', per_price: '10' },
    { bprice_range_from: 0, bprice_range_to: 99.99, per_price: 5 },
    { bprice_range_from: '500', bprice_range_to: '1000', per_price: '25' },
  ];

  it('reads dollars, sorts the rows and leaves the last one open', () => {
    expect(incrementTableFromApi(rows)).toEqual([
      { from: 0, to: 10_000, increment: 500 },
      { from: 10_000, to: 50_000, increment: 1_000 },
      { from: 50_000, to: null, increment: 2_500 },
    ]);
  });

  it('puts a price between an inclusive end and the next start in the next range', () => {
    const table = incrementTableFromApi(rows);
    expect(incrementAt(table, dollars(99.99))).toBe(dollars(5));
    expect(incrementAt(table, dollars(100))).toBe(dollars(10));
    expect(incrementAt(table, dollars(5000))).toBe(dollars(25));
  });

  it('falls back to the default table when the auction has no usable rows', () => {
    expect(incrementTableFromApi([])).toBe(defaultIncrementTable);
    expect(incrementTableFromApi(null)).toBe(defaultIncrementTable);
    expect(incrementTableFromApi([{ bprice_range_from: 'x', bprice_range_to: null, per_price: '0' }])).toBe(
      defaultIncrementTable,
    );
  });

  it('starts the first range at zero', () => {
    const table = incrementTableFromApi([{ bprice_range_from: 10, bprice_range_to: null, per_price: 1 }]);
    expect(table[0]?.from).toBe(0);
    expect(incrementAt(table, dollars(2))).toBe(dollars(1));
  });
});

describe('nextMinimumBid', () => {
  it('is the price itself while there are no bids', () => {
    expect(nextMinimumBid(defaultIncrementTable, { price: dollars(100), bidCount: 0 })).toBe(dollars(100));
  });

  it('is price + the increment at the price once there are bids', () => {
    expect(nextMinimumBid(defaultIncrementTable, { price: dollars(100), bidCount: 1 })).toBe(dollars(102.5));
    expect(nextMinimumBid(defaultIncrementTable, { price: dollars(99), bidCount: 3 })).toBe(dollars(100));
  });
});

describe('the increment grid', () => {
  it('holds multiples of the increment of the range an amount falls in', () => {
    expect(isOnIncrementGrid(defaultIncrementTable, dollars(105))).toBe(true);
    expect(isOnIncrementGrid(defaultIncrementTable, dollars(102.5))).toBe(true);
    expect(isOnIncrementGrid(defaultIncrementTable, dollars(101))).toBe(false);
    expect(isOnIncrementGrid(defaultIncrementTable, dollars(37))).toBe(true);
    expect(isOnIncrementGrid(defaultIncrementTable, dollars(37.5))).toBe(false);
  });

  const oddTable: IncrementTable = [
    { from: 0, to: 150, increment: 10 },
    { from: 150, to: 1000, increment: 25 },
    { from: 1000, to: null, increment: 70 },
  ];

  it('steps to the next range where an increment does not land on its start', () => {
    expect(nextOnIncrementGrid(defaultIncrementTable, dollars(99.95))).toBe(dollars(100));
    expect(nextOnIncrementGrid(defaultIncrementTable, dollars(1.01))).toBe(dollars(1.25));
    expect(nextOnIncrementGrid(oddTable, 145)).toBe(150);
    expect(nextOnIncrementGrid(oddTable, 990)).toBe(1050);
  });

  it('gives the smallest grid amount above any amount', () => {
    const tables = fc.constantFrom<IncrementTable>(defaultIncrementTable, oddTable);
    fc.assert(
      fc.property(tables, fc.integer({ min: 0, max: 3_000 }), (table, amount) => {
        let expected = amount + 1;
        while (!isOnIncrementGrid(table, expected)) expected++;
        expect(nextOnIncrementGrid(table, amount)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('bidSuggestions', () => {
  it('offers 75 amounts up the grid from the next minimum bid', () => {
    const suggestions = bidSuggestions(defaultIncrementTable, dollars(37.1));
    expect(suggestions).toHaveLength(75);
    expect(suggestions.slice(0, 4)).toEqual([dollars(37.1), dollars(38), dollars(39), dollars(40)]);
    expect(suggestions.slice(1).every((amount) => isOnIncrementGrid(defaultIncrementTable, amount))).toBe(true);
    expect(suggestions.every((amount, index) => index === 0 || amount > (suggestions[index - 1] ?? 0))).toBe(true);
  });

  it('stops after 50 once the value exceeds 100,000', () => {
    expect(bidSuggestions(defaultIncrementTable, dollars(150_000))).toHaveLength(50);
    expect(bidSuggestions(defaultIncrementTable, dollars(99_000))).toHaveLength(50);
    expect(bidSuggestions(defaultIncrementTable, dollars(90_000))).toHaveLength(75);
  });
});
