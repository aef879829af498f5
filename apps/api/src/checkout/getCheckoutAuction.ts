import { signedIn } from '../accounts/signedIn';
import type { OperationHandler } from '../http/operationTypes';
import { checkoutOf } from './checkoutLines';

/** The checkout lines of the caller's invoices; shipping_fee is null on lots whose shipping is not priced yet. */
export const getCheckoutAuction: OperationHandler<'getCheckoutAuction'> = async (input, { db }) => {
  const caller = signedIn(input);
  const checkout = await checkoutOf(db, {
    userId: caller.id,
    invoiceIds: input.body.invoice_id,
    method: 'card',
    salesTax: input.body.city_sales_tax_enable === 1,
  });
  if (checkout.missing.length > 0) return { status: 'no', data: [] };
  return { status: 'yes', data: checkout.lines.map((line) => line.line) };
};
