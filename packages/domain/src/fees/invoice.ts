import type { Cents } from '../money/cents';
import { formatPercent } from '../money/format';
import { achFee, type AchFeeConfig } from './achFee';
import { buyersPremium } from './premium';
import { wonLotTransactionFee } from './transactionFee';

export interface InvoiceItem {
  /** The hammer (won) amount. */
  readonly amount: Cents;
  readonly buyersPremiumPercent: number;
  /** Added to the premium percent, as the spec shows the premium. */
  readonly chargePercent?: number;
  /** null when the lot has no shipping. */
  readonly shipping: Cents | null;
  /** As the server works it out for the buyer's address. */
  readonly salesTax?: Cents;
}

export type InvoicePayment = { readonly method: 'card' } | { readonly method: 'bank'; readonly ach: AchFeeConfig };

export interface InvoiceInput {
  readonly items: readonly InvoiceItem[];
  readonly payment: InvoicePayment;
  readonly discount?: Cents;
}

export type InvoiceLineKey = 'amount' | 'premium' | 'shipping' | 'salesTax' | 'transactionFee' | 'discount' | 'total';

export interface InvoiceLine {
  readonly key: InvoiceLineKey;
  readonly label: string;
  /** Negative for the discount. */
  readonly amount: Cents;
}

export interface Invoice {
  readonly lines: readonly InvoiceLine[];
  readonly total: Cents;
  /** What the bank payment sends (`payAmount`, in cents): the total after the discount. Null when paying by card. */
  readonly bankPaymentAmount: Cents | null;
}

function sum(values: readonly Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0);
}

function premiumLabel(items: readonly InvoiceItem[]): string {
  const percents = new Set(items.map((item) => item.buyersPremiumPercent + (item.chargePercent ?? 0)));
  const [only] = percents;
  return percents.size === 1 && only !== undefined ? `Buyer's Premium (${formatPercent(only)})` : "Buyer's Premium";
}

/**
 * The lines an invoice or checkout shows, and its total. The card fee is each won lot's fee (3.1 % of its amount plus
 * $0.30), so lots paid together cost what each lot's all-in price said; the bank fee is the configured percent of the amount, or of the total before fees when
 * the store says so. Shipping is zero for lots without it; the discount never takes the total below zero.
 */
export function invoice(input: InvoiceInput): Invoice {
  const amount = sum(input.items.map((item) => item.amount));
  const premium = sum(
    input.items.map((item) => buyersPremium(item.amount, item.buyersPremiumPercent + (item.chargePercent ?? 0))),
  );
  const shipping = sum(input.items.map((item) => item.shipping ?? 0));
  const salesTax = sum(input.items.map((item) => item.salesTax ?? 0));
  const beforeFee = amount + premium + shipping + salesTax;
  const fee =
    input.payment.method === 'card'
      ? sum(input.items.map((item) => wonLotTransactionFee(item.amount)))
      : achFee(input.payment.ach, { amount, total: beforeFee });
  const feeLabel =
    input.payment.method === 'card'
      ? 'Transaction Fee'
      : `Transaction Fee (${formatPercent(input.payment.ach.percent)})`;
  const discount = Math.min(Math.max(0, input.discount ?? 0), beforeFee + fee);
  const total = beforeFee + fee - discount;

  const lines: InvoiceLine[] = [
    { key: 'amount', label: 'Amount', amount },
    { key: 'premium', label: premiumLabel(input.items), amount: premium },
    { key: 'shipping', label: 'Shipping', amount: shipping },
  ];
  if (salesTax > 0) lines.push({ key: 'salesTax', label: 'Sales Tax', amount: salesTax });
  lines.push({ key: 'transactionFee', label: feeLabel, amount: fee });
  if (discount > 0) lines.push({ key: 'discount', label: 'Discount', amount: -discount });
  lines.push({ key: 'total', label: 'Total', amount: total });

  return { lines, total, bankPaymentAmount: input.payment.method === 'bank' ? total : null };
}
