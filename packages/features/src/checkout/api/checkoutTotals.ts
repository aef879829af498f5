import type { CheckoutLine } from '@storefront/api-client';
import { centsFromDollars, invoice, type AchFeeConfig, type Invoice } from '@storefront/domain';

export type PaymentMethod = 'card' | 'bank';

/** Whether every lot's shipping is priced; checkout waits for the seller until it is. */
export const shippingPriced = (lines: readonly CheckoutLine[]) => lines.every((line) => line.shipping_fee !== null);

/**
 * The checkout's lines and total by the shared rules (premium, shipping, sales tax, the card fee of 3.1 % + $0.30 on
 * won lots or the configured ACH fee), as the server charges and the invoice shows them.
 */
export function checkoutTotals(lines: readonly CheckoutLine[], method: PaymentMethod, ach: AchFeeConfig): Invoice {
  return invoice({
    items: lines.map((line) => ({
      amount: centsFromDollars(line.amount) ?? 0,
      buyersPremiumPercent: line.buyers_premium_percentage ?? 0,
      chargePercent: line.charge_percentage ?? 0,
      shipping: centsFromDollars(line.shipping_fee),
      salesTax: centsFromDollars(line.sales_tax) ?? 0,
    })),
    payment: method === 'card' ? { method: 'card' } : { method: 'bank', ach },
  });
}
