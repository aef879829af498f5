import type { components } from '@storefront/api-client';
import { signedIn } from '../accounts/signedIn';
import { amount } from '../db/amounts';
import type { OperationHandler } from '../http/operationTypes';
import { INVOICE_NOT_FOUND } from '@storefront/domain';
import { findAddress } from './shippingAddresses';

type InvoiceItem = components['schemas']['InvoiceItem'];

/** One paid invoice, for its buyer only: anyone else reads 'Invoice not Found'. */
export const viewInvoice: OperationHandler<'viewInvoice'> = async (input, { db, storeAddress }) => {
  const caller = signedIn(input);
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('common_invoice', '=', input.body.id)
    .where('user_id', '=', caller.id)
    .executeTakeFirst();
  if (!payment) return { success: 'no', message: INVOICE_NOT_FOUND };
  const lines = await db
    .selectFrom('invoice_lines')
    .selectAll()
    .where('payment_id', '=', payment.id)
    .orderBy('lot_id')
    .execute();
  const address =
    payment.shipping_addr_id === null ? undefined : await findAddress(db, caller.id, payment.shipping_addr_id);
  if (!address) return { success: 'no', message: INVOICE_NOT_FOUND };
  const invoice_items = lines.map((line): InvoiceItem => ({
    id: line.lot_id,
    title: line.title,
    amount: amount(line.amount),
    buypremium_amount: amount(line.premium),
    shipping_amount: amount(line.shipping),
    shippingcost: amount(line.shipping),
    sales_tax_amount: amount(line.sales_tax),
    transaction_fee: amount(line.transaction_fee),
    invoice_discount: amount(line.discount),
    common_invoice: line.common_invoice,
  }));
  return {
    success: 'yes',
    invoice: {
      invoice_items,
      userShippdetail: address,
      // The From block: the store itself, as its settings give it (STORE_NAME, STORE_ADDRESS1, …).
      selleraddress: storeAddress,
      adminpay: { pay_type: payment.pay_type },
      sum_amount: invoice_items.reduce((sum, item) => sum + item.amount, 0),
      sum_total_invoice: amount(payment.amount),
    },
  };
};
