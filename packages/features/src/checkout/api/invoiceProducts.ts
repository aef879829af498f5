import type { Invoice, ShippingAddress } from '@storefront/api-client';
import { centsFromDollars, readablePhone, type InvoiceLine } from '@storefront/domain';
import type { InvoiceProps } from '@storefront/ui';
import { placeNames } from '../regions/regions';

type InvoiceItem = Invoice['invoice_items'][number];

/** An amount of the answer in cents; a missing one is zero. */
const cents = (dollars: number | undefined) => centsFromDollars(dollars) ?? 0;

/** One product's lines as the server's payment row carries them: each charge, the discount, the total. */
export function invoiceLines(item: InvoiceItem): InvoiceLine[] {
  const amount = cents(item.amount);
  const premium = cents(item.buypremium_amount);
  const shipping = cents(item.shipping_amount ?? item.shippingcost);
  const salesTax = cents(item.sales_tax_amount);
  const fee = cents(item.transaction_fee);
  const discount = cents(item.invoice_discount);
  const lines: InvoiceLine[] = [
    { key: 'amount', label: 'Amount', amount },
    { key: 'premium', label: "Buyer's Premium", amount: premium },
    { key: 'shipping', label: 'Shipping', amount: shipping },
  ];
  if (salesTax > 0) lines.push({ key: 'salesTax', label: 'Sales Tax', amount: salesTax });
  lines.push({ key: 'transactionFee', label: 'Transaction Fee', amount: fee });
  if (discount > 0) lines.push({ key: 'discount', label: 'Discount', amount: -discount });
  lines.push({ key: 'total', label: 'Total', amount: amount + premium + shipping + salesTax + fee - discount });
  return lines;
}

/** The buyer's shipping address as the invoice prints it, laid out like the seller's. */
export function shippingLines(address: ShippingAddress): string[] {
  const { state, country } = placeNames(address);
  return [address.address, address.address1, `${address.city}, ${state} ${address.zipcode}`, country].filter(
    (line): line is string => Boolean(line),
  );
}

/** The Invoice component's props from a view-invoice answer. */
export function invoiceProps(id: number, invoice: Invoice, buyerName: string): Omit<InvoiceProps, 'onPrint'> {
  const seller = invoice.selleraddress;
  return {
    invoiceNumber: String(id),
    from: {
      name: seller.name,
      lines: [
        seller.address1,
        seller.address2,
        `${seller.city}, ${seller.state} ${seller.zip}`,
        seller.country,
        seller.phone && readablePhone(seller.phone),
      ].filter((line): line is string => Boolean(line)),
    },
    to: { name: buyerName, lines: shippingLines(invoice.userShippdetail) },
    paymentType: invoice.adminpay.pay_type === 'bank' ? 'Bank (ACH)' : 'Card',
    products: invoice.invoice_items.map((item) => ({
      id: String(item.id),
      title: item.title,
      lines: invoiceLines(item),
    })),
    grandTotalCents: cents(invoice.sum_total_invoice),
  };
}
