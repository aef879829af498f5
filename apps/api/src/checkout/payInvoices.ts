import {
  ALREADY_PAID,
  dollarsFromCents,
  INVOICE_NOT_FOUND,
  NO_ADDRESS,
  PAID,
  SHIPPING_NOT_PRICED,
} from '@storefront/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { checkoutOf, type Checkout } from './checkoutLines';
import { findAddress } from './shippingAddresses';

export interface PayInvoices {
  userId: number;
  invoiceIds: readonly number[];
  method: 'card' | 'bank';
  shippingAddressId: number;
  /** The charge or transfer that pays, by reference. */
  reference: { charge_id: string } | { transfer_id: string };
  /** Checks the payment against the checkout's total; a refusal sentence, or null when it pays exactly that. */
  verify: (trx: Transaction<DatabaseSchema>, checkout: Checkout) => Promise<string | null>;
}

export type PaymentOutcome = { status: 'yes'; message: string } | { status: 'no'; message: string };

const referenceOf = (reference: PayInvoices['reference']) =>
  'charge_id' in reference ? reference.charge_id : reference.transfer_id;

/**
 * Records the payment of a buyer's invoices, once: inside one transaction that locks their lots, a second or
 * concurrent call for invoices this payment already paid answers yes and records nothing, and invoices another
 * payment paid are refused. The figures recorded are the checkout's, computed by the shared rules.
 */
export async function payInvoices(db: Kysely<DatabaseSchema>, payment: PayInvoices): Promise<PaymentOutcome> {
  const ids = [...new Set(payment.invoiceIds)];
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('lots')
      .select('id')
      .where('common_invoice', 'in', ids)
      .where('highbid_user_id', '=', payment.userId)
      .forUpdate()
      .execute();
    const earlier = await trx
      .selectFrom('payments')
      .select(['common_invoice', 'charge_id', 'transfer_id', 'user_id'])
      .where('common_invoice', 'in', ids)
      .execute();
    const reference = referenceOf(payment.reference);
    if (earlier.length > 0) {
      const same = earlier.every(
        (row) => row.user_id === payment.userId && (row.charge_id ?? row.transfer_id) === reference,
      );
      return same && earlier.length === ids.length
        ? { status: 'yes', message: PAID }
        : { status: 'no', message: ALREADY_PAID };
    }

    const checkout = await checkoutOf(trx, {
      userId: payment.userId,
      invoiceIds: ids,
      method: payment.method,
      salesTax: false,
    });
    if (checkout.missing.length > 0) return { status: 'no', message: INVOICE_NOT_FOUND };
    if (checkout.unpriced) return { status: 'no', message: SHIPPING_NOT_PRICED };
    if (!(await findAddress(trx, payment.userId, payment.shippingAddressId)))
      return { status: 'no', message: NO_ADDRESS };
    const problem = await payment.verify(trx, checkout);
    if (problem) return { status: 'no', message: problem };

    await recordPaidInvoices(trx, payment, ids, checkout);
    return { status: 'yes', message: PAID };
  });
}

/** Writes a payment per invoice with its lines as the checkout computed them, and marks the lots paid. */
export async function recordPaidInvoices(
  trx: Kysely<DatabaseSchema>,
  payment: Pick<PayInvoices, 'userId' | 'method' | 'shippingAddressId' | 'reference'>,
  ids: readonly number[],
  checkout: Checkout,
) {
  for (const invoiceId of ids) {
    const lines = checkout.lines.filter((line) => line.commonInvoice === invoiceId);
    const sum = (pick: (line: (typeof lines)[number]) => number) =>
      dollarsFromCents(lines.reduce((total, line) => total + pick(line), 0));
    const row = await trx
      .insertInto('payments')
      .values({
        user_id: payment.userId,
        common_invoice: invoiceId,
        amount: sum((line) => line.total),
        discount: sum((line) => line.discount),
        pay_type: payment.method,
        title: `Invoice ${invoiceId}`,
        shipping_addr_id: payment.shippingAddressId,
        ...payment.reference,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('invoice_lines')
      .values(
        lines.map((line) => ({
          payment_id: row.id,
          lot_id: line.lotId,
          common_invoice: invoiceId,
          title: line.title,
          amount: dollarsFromCents(line.amount),
          premium: dollarsFromCents(line.premium),
          shipping: dollarsFromCents(line.shipping ?? 0),
          sales_tax: dollarsFromCents(line.salesTax),
          transaction_fee: dollarsFromCents(line.fee),
          discount: dollarsFromCents(line.discount),
        })),
      )
      .execute();
  }
  await trx
    .updateTable('lots')
    .set({ paid: 1 })
    .where('common_invoice', 'in', ids)
    .where('highbid_user_id', '=', payment.userId)
    .execute();
}
