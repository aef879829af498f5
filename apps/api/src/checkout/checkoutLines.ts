import type { components } from '@storefront/api-client';
import {
  achFeeConfig,
  buyersPremium,
  centsFromDollars,
  dollarsFromCents,
  invoice,
  percentOf,
  wonLotTransactionFee,
  type Cents,
  type InvoicePayment,
} from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

type CheckoutLine = components['schemas']['CheckoutLine'];

/** Sales tax by the buyer's state, when the city sales tax is on; Oregon, Montana and the rest charge none here. */
const salesTaxPercent: Record<string, number> = { Washington: 8.9, Idaho: 6 };

export interface CheckoutRequestOptions {
  userId: number;
  invoiceIds: readonly number[];
  method: 'card' | 'bank';
  salesTax: boolean;
  discount?: Cents;
}

export interface LineFigures {
  lotId: number;
  commonInvoice: number;
  title: string;
  amount: Cents;
  premium: Cents;
  shipping: Cents | null;
  salesTax: Cents;
  fee: Cents;
  discount: Cents;
  total: Cents;
  line: CheckoutLine;
}

export interface Checkout {
  lines: LineFigures[];
  /** What the payment must be, by the shared rules. */
  total: Cents;
  /** Invoices asked for that hold none of the buyer's won lots. */
  missing: number[];
  /** Some lot waits for the seller to price its shipping. */
  unpriced: boolean;
  paid: boolean;
}

const cents = (value: string | number | null) => (value === null ? null : (centsFromDollars(value) ?? 0));

/** Shares an amount over weights in whole cents; the first share takes what rounding leaves. */
function share(total: Cents, weights: readonly Cents[]): Cents[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight, index) => (index === 0 ? 0 : sum === 0 ? 0 : Math.round((total * weight) / sum)));
  shares[0] = total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

async function paymentOf(db: Kysely<DatabaseSchema>, method: 'card' | 'bank'): Promise<InvoicePayment> {
  if (method === 'card') return { method: 'card' };
  const store = await db
    .selectFrom('stores')
    .select(['ach_transaction_fee', 'transaction_fee_changes'])
    .orderBy('id')
    .executeTakeFirst();
  return { method: 'bank', ach: achFeeConfig(store?.ach_transaction_fee ?? 0, store?.transaction_fee_changes ?? 0) };
}

/**
 * The checkout of a buyer's invoices, line by line, computed with the shared rules (premium, shipping, sales tax,
 * the card or bank fee, discount): the lines add up to the total `invoice` of packages/domain gives.
 */
export async function checkoutOf(db: Kysely<DatabaseSchema>, options: CheckoutRequestOptions): Promise<Checkout> {
  const rows = await db
    .selectFrom('lots')
    .innerJoin('auctions', 'auctions.id', 'lots.lotof')
    .select([
      'lots.id',
      'lots.title',
      'lots.avatar',
      'lots.wprice',
      'lots.shippingcost',
      'lots.common_invoice',
      'lots.buynow_check',
      'lots.paid',
      'auctions.buyer_premium',
    ])
    .where('lots.common_invoice', 'in', [...options.invoiceIds])
    .where('lots.highbid_user_id', '=', options.userId)
    .where('lots.market_status', '=', 'sold')
    .orderBy('lots.common_invoice')
    .orderBy('lots.id')
    .execute();
  const buyer = await db.selectFrom('users').select('state').where('id', '=', options.userId).executeTakeFirst();
  const taxPercent = options.salesTax ? (salesTaxPercent[buyer?.state ?? ''] ?? 0) : 0;

  const items = rows.map((row) => {
    const amount = cents(row.wprice) ?? 0;
    const premiumPercent = Number(row.buyer_premium);
    const premium = buyersPremium(amount, premiumPercent);
    return {
      amount,
      buyersPremiumPercent: premiumPercent,
      shipping: cents(row.shippingcost),
      salesTax: percentOf(amount + premium, taxPercent),
      premium,
    };
  });
  const payment = await paymentOf(db, options.method);
  const result = invoice({ items, payment, discount: options.discount ?? 0 });
  const lineOf = (key: string) => result.lines.find((line) => line.key === key)?.amount ?? 0;
  // A card's fee is each won lot's own; the bank's one fee is shared over the lots like the discount.
  const fees =
    payment.method === 'card'
      ? items.map((item) => wonLotTransactionFee(item.amount))
      : share(
          lineOf('transactionFee'),
          items.map((item) => item.amount),
        );
  const discounts = share(
    -lineOf('discount'),
    items.map((item) => item.amount),
  );

  const lines = rows.map((row, index): LineFigures => {
    const item = items[index]!;
    const fee = fees[index] ?? 0;
    const discount = discounts[index] ?? 0;
    const total = item.amount + item.premium + (item.shipping ?? 0) + item.salesTax + fee - discount;
    const line: CheckoutLine = {
      amount: dollarsFromCents(item.amount),
      title: row.title,
      buyers_premium: dollarsFromCents(item.premium),
      buyers_premium_percentage: item.buyersPremiumPercent,
      charge_fee: 0,
      charge_percentage: 0,
      sales_tax: dollarsFromCents(item.salesTax),
      sales_tax_percentage: taxPercent,
      transaction_fee: dollarsFromCents(fee),
      transaction_label: result.lines.find((candidate) => candidate.key === 'transactionFee')?.label ?? '',
      shipping_fee: item.shipping === null ? null : dollarsFromCents(item.shipping),
      shipping_type: 'shipping',
      hasshipping: 1,
      shipping_percentage: 0,
      total_payable_amount: dollarsFromCents(total),
      invoice_discount: dollarsFromCents(discount),
      common_invoice: row.common_invoice ?? 0,
      product_id: row.id,
      buynow_check: row.buynow_check === 1 ? 1 : 0,
    };
    if (row.avatar !== null) line.avatar = row.avatar;
    return {
      lotId: row.id,
      commonInvoice: row.common_invoice ?? 0,
      title: row.title,
      amount: item.amount,
      premium: item.premium,
      shipping: item.shipping,
      salesTax: item.salesTax,
      fee,
      discount,
      total,
      line,
    };
  });
  const found = new Set(lines.map((line) => line.commonInvoice));
  return {
    lines,
    total: result.total,
    missing: options.invoiceIds.filter((id) => !found.has(id)),
    unpriced: lines.some((line) => line.shipping === null),
    paid: rows.length > 0 && rows.every((row) => row.paid === 1),
  };
}
