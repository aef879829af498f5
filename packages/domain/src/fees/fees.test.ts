import { describe, expect, it } from 'vitest';
import { achFee, achFeeConfig } from './achFee';
import { invoice } from './invoice';
import { buyersPremium } from './premium';
import { wonLotTotal, wonLotTransactionFee } from './transactionFee';

describe('the won-lot transaction fee', () => {
  it('is 3.1 % of the won amount plus $0.30', () => {
    expect(wonLotTransactionFee(10_000)).toBe(340);
    expect(wonLotTransactionFee(123_456)).toBe(3_857);
    expect(wonLotTransactionFee(0)).toBe(30);
  });

  it('the total is the amount plus the fee', () => {
    expect(wonLotTotal(10_000)).toBe(10_340);
  });
});

describe("the buyer's premium", () => {
  it('is a percent of the amount', () => {
    expect(buyersPremium(10_000, 18)).toBe(1_800);
    expect(buyersPremium(12_345, 17.5)).toBe(2_160);
  });
});

describe('the bank (ACH) fee', () => {
  it('reads store_configuration: ach_transaction_fee and the transaction_fee_changes flag', () => {
    expect(achFeeConfig('1.5', '1')).toEqual({ percent: 1.5, ofTotal: true });
    expect(achFeeConfig(2, 0)).toEqual({ percent: 2, ofTotal: false });
    expect(achFeeConfig(undefined, undefined)).toEqual({ percent: 0, ofTotal: false });
  });

  it('is a percent of the amount, or of the total when the flag says so', () => {
    expect(achFee({ percent: 1, ofTotal: false }, { amount: 10_000, total: 13_000 })).toBe(100);
    expect(achFee({ percent: 1, ofTotal: true }, { amount: 10_000, total: 13_000 })).toBe(130);
  });
});

describe('invoice', () => {
  const item = { amount: 10_000, buyersPremiumPercent: 15, chargePercent: 3, shipping: 1_250 };

  it('paid by card: amount, premium (percent plus charge percent), shipping, the card fee and the total', () => {
    expect(invoice({ items: [item], payment: { method: 'card' } })).toEqual({
      lines: [
        { key: 'amount', label: 'Amount', amount: 10_000 },
        { key: 'premium', label: "Buyer's Premium (18%)", amount: 1_800 },
        { key: 'shipping', label: 'Shipping', amount: 1_250 },
        { key: 'transactionFee', label: 'Transaction Fee', amount: 340 },
        { key: 'total', label: 'Total', amount: 13_390 },
      ],
      total: 13_390,
      bankPaymentAmount: null,
    });
  });

  it('paid by bank: the configured fee with its percent, the discount, and the cents the bank payment sends', () => {
    const result = invoice({
      items: [item, { amount: 5_000, buyersPremiumPercent: 15, chargePercent: 3, shipping: null, salesTax: 400 }],
      payment: { method: 'bank', ach: { percent: 1, ofTotal: true } },
      discount: 1_000,
    });
    expect(result.lines).toEqual([
      { key: 'amount', label: 'Amount', amount: 15_000 },
      { key: 'premium', label: "Buyer's Premium (18%)", amount: 2_700 },
      { key: 'shipping', label: 'Shipping', amount: 1_250 },
      { key: 'salesTax', label: 'Sales Tax', amount: 400 },
      { key: 'transactionFee', label: 'Transaction Fee (1%)', amount: 194 },
      { key: 'discount', label: 'Discount', amount: -1_000 },
      { key: 'total', label: 'Total', amount: 18_544 },
    ]);
    expect(result.bankPaymentAmount).toBe(18_544);
  });

  it('shipping is zero when there is none, and the premium label drops the percent when lots differ', () => {
    const result = invoice({
      items: [
        { amount: 1_000, buyersPremiumPercent: 10, shipping: null },
        { amount: 1_000, buyersPremiumPercent: 20, shipping: null },
      ],
      payment: { method: 'bank', ach: { percent: 0, ofTotal: false } },
    });
    expect(result.lines.find((line) => line.key === 'shipping')?.amount).toBe(0);
    expect(result.lines.find((line) => line.key === 'premium')).toEqual({
      key: 'premium',
      label: "Buyer's Premium",
      amount: 300,
    });
    expect(result.total).toBe(2_300);
  });

  it('a discount never takes the total below zero', () => {
    const result = invoice({
      items: [{ amount: 1_000, buyersPremiumPercent: 0, shipping: null }],
      payment: { method: 'bank', ach: { percent: 0, ofTotal: false } },
      discount: 5_000,
    });
    expect(result.total).toBe(0);
    expect(result.bankPaymentAmount).toBe(0);
  });

  it('paid by card, each won lot carries its own fee: lots paid together cost the sum of their all-in prices', () => {
    const lots = [10_000, 77_777, 5];
    const together = invoice({
      items: lots.map((amount) => ({ amount, buyersPremiumPercent: 0, shipping: null })),
      payment: { method: 'card' },
    });
    expect(together.lines.find((line) => line.key === 'transactionFee')?.amount).toBe(340 + 2_441 + 30);
    expect(together.total).toBe(lots.map(wonLotTotal).reduce((total, each) => total + each, 0));
  });

  it('the lines add up to the total', () => {
    const result = invoice({
      items: [item, { ...item, amount: 77_777, shipping: null, salesTax: 123 }],
      payment: { method: 'card' },
      discount: 999,
    });
    const sum = result.lines.filter((line) => line.key !== 'total').reduce((total, line) => total + line.amount, 0);
    expect(sum).toBe(result.total);
  });
});
