import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsFromDollars } from './cents';
import { formatAmount, formatCount, formatMoney, formatPercent } from './format';
import { isAmountDraft, isLiveBidDraft, parseAmount, parseLiveBidAmount } from './parse';
import { percentOf } from './percent';

describe('formatMoney', () => {
  it("shows 'US $' with two decimals and thousands separated", () => {
    expect(formatMoney(0)).toBe('US $0.00');
    expect(formatMoney(5)).toBe('US $0.05');
    expect(formatMoney(123_456)).toBe('US $1,234.56');
    expect(formatMoney(100_000_000)).toBe('US $1,000,000.00');
    expect(formatMoney(99_999_999_900)).toBe('US $999,999,999.00');
  });

  it('puts the sign before the currency', () => {
    expect(formatMoney(-500)).toBe('-US $5.00');
    expect(formatAmount(-123_456)).toBe('-1,234.56');
  });

  it('reads back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_900 }), (cents) => {
        expect(parseAmount(formatAmount(cents).replaceAll(',', ''))).toBe(cents);
      }),
    );
  });
});

describe('formatCount', () => {
  it('separates thousands as en-US does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1_000)).toBe('1,000');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(-45_000)).toBe('-45,000');
  });

  it('writes every whole number as Intl.NumberFormat en-US does', () => {
    const intl = new Intl.NumberFormat('en-US');
    fc.assert(fc.property(fc.integer(), (count) => formatCount(count) === intl.format(count)));
  });
});

describe('formatPercent', () => {
  it('drops trailing zeros', () => {
    expect(formatPercent(3.1)).toBe('3.1%');
    expect(formatPercent(18)).toBe('18%');
    expect(formatPercent(2.25)).toBe('2.25%');
  });
});

describe('parseAmount', () => {
  it('takes digits with at most two decimals', () => {
    expect(parseAmount('12')).toBe(1200);
    expect(parseAmount('12.5')).toBe(1250);
    expect(parseAmount('12.05')).toBe(1205);
    expect(parseAmount('.5')).toBe(50);
    expect(parseAmount(' 7 ')).toBe(700);
  });

  it('refuses anything else', () => {
    for (const text of ['', '.', '12.345', 'abc', '1,000', '-5', '1e3', '$5', '1234567890']) {
      expect(parseAmount(text)).toBeNull();
    }
  });

  it('lets a buyer type towards an amount', () => {
    expect(isAmountDraft('')).toBe(true);
    expect(isAmountDraft('12.')).toBe(true);
    expect(isAmountDraft('12.34')).toBe(true);
    expect(isAmountDraft('12.345')).toBe(false);
    expect(isAmountDraft('12a')).toBe(false);
  });

  it('takes at most 9 digits of dollars', () => {
    expect(parseAmount('999999999.99')).toBe(99_999_999_999);
    expect(isAmountDraft('123456789.5')).toBe(true);
    expect(isAmountDraft('1234567890')).toBe(false);
  });
});

describe('parseLiveBidAmount', () => {
  it('takes whole dollars, digits only, at most 9 characters', () => {
    expect(parseLiveBidAmount('105')).toBe(10_500);
    expect(parseLiveBidAmount('999999999')).toBe(99_999_999_900);
    for (const text of ['', '1234567890', '12.5', '1 0', '-1']) expect(parseLiveBidAmount(text)).toBeNull();
  });

  it('blocks keystrokes that are not digits or go past 9', () => {
    expect(isLiveBidDraft('')).toBe(true);
    expect(isLiveBidDraft('123456789')).toBe(true);
    expect(isLiveBidDraft('1234567890')).toBe(false);
    expect(isLiveBidDraft('12.')).toBe(false);
  });
});

describe('centsFromDollars', () => {
  it('reads API dollars as numbers or strings', () => {
    expect(centsFromDollars(12.34)).toBe(1234);
    expect(centsFromDollars('12.34')).toBe(1234);
    expect(centsFromDollars(1.15)).toBe(115);
    expect(centsFromDollars('0')).toBe(0);
    expect(centsFromDollars('')).toBeNull();
    expect(centsFromDollars('abc')).toBeNull();
    expect(centsFromDollars(null)).toBeNull();
  });
});

describe('percentOf', () => {
  it('rounds half away from zero', () => {
    expect(percentOf(1000, 3.1)).toBe(31);
    expect(percentOf(150, 3.1)).toBe(5); // 4.65
    expect(percentOf(1, 50)).toBe(1); // 0.5
    expect(percentOf(1, 49)).toBe(0);
    expect(percentOf(-1, 50)).toBe(-1);
  });

  it('is exact for percents in tenths on any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_900 }), fc.integer({ min: 0, max: 1000 }), (cents, tenths) => {
        const numerator = BigInt(cents) * BigInt(tenths);
        const expected = (numerator * 2n + 1000n) / 2000n; // floor(x + 1/2) with x = numerator / 1000
        expect(percentOf(cents, tenths / 10)).toBe(Number(expected));
      }),
    );
  });
});
