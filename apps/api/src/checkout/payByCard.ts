import { centsFromDollars } from '@storefront/domain';
import { signedIn } from '../accounts/signedIn';
import type { OperationHandler } from '../http/operationTypes';
import { CHARGE_MISMATCH, NO_DISCOUNT } from './checkoutMessages';
import { payInvoices } from './payInvoices';

/**
 * Records a card payment of invoices: the charge the storefront made at the card provider (by reference) must be
 * the caller's own, succeeded, unused, and exactly the checkout's total by the shared rules.
 */
export const successAfterPayAuction: OperationHandler<'successAfterPayAuction'> = async (input, { db }) => {
  const caller = signedIn(input);
  const { payment_details, invoice_id, shipping_addr_id, need_discount, discount_details } = input.body;
  if (need_discount === 1 && (discount_details?.amount ?? 0) > 0) return { status: 'no', message: NO_DISCOUNT };
  return payInvoices(db, {
    userId: caller.id,
    invoiceIds: invoice_id,
    method: 'card',
    shippingAddressId: shipping_addr_id,
    reference: { charge_id: payment_details.charge_id },
    verify: async (trx, checkout) => {
      const user = await trx
        .selectFrom('users')
        .select('card_paymentid')
        .where('id', '=', caller.id)
        .executeTakeFirstOrThrow();
      const charge = await trx
        .selectFrom('provider_charges')
        .selectAll()
        .where('id', '=', payment_details.charge_id)
        .executeTakeFirst();
      const used = await trx
        .selectFrom('payments')
        .select('id')
        .where('charge_id', '=', payment_details.charge_id)
        .executeTakeFirst();
      const fits =
        charge !== undefined &&
        used === undefined &&
        charge.status === 'succeeded' &&
        charge.customer_id === user.card_paymentid &&
        charge.customer_id === payment_details.customer_id &&
        charge.card_id === payment_details.source_id &&
        charge.amount === checkout.total &&
        centsFromDollars(payment_details.amount) === checkout.total;
      return fits ? null : CHARGE_MISMATCH;
    },
  });
};
