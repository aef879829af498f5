import { centsFromDollars } from '@storefront/domain';
import { checkoutOf } from '../../src/checkout/checkoutLines';
import { providerCall, testCard } from './cardProvider';
import type { TestServer } from './testServer';

interface Buyer {
  id: number;
  email: string;
  token: string;
}

/** Adds a shipping address through the API; resolves its id. */
export async function addAddress(server: TestServer, buyer: Buyer): Promise<number> {
  const response = await server.call('addShippingAddress', {
    token: buyer.token,
    body: { address: '1 Main St', country: '231', state: '3919', city: 'Portland', zipcode: '97201' },
  });
  return response.json().id;
}

/** The card total of a checkout as the storefront adds it up: the sum of the lines' total_payable_amount, in cents. */
export async function checkoutTotal(server: TestServer, buyer: Buyer, invoiceIds: number[]): Promise<number> {
  const { data } = (
    await server.call('getCheckoutAuction', {
      token: buyer.token,
      body: { invoice_id: invoiceIds, city_sales_tax_enable: 0 },
    })
  ).json();
  return data.reduce(
    (sum: number, line: { total_payable_amount: number }) => sum + (centsFromDollars(line.total_payable_amount) ?? 0),
    0,
  );
}

/**
 * What the storefront does to pay by card: a new card saved at the provider, a charge of the checkout's total, then
 * the body of successAfterPayAuction referring to that charge.
 */
export async function cardPayment(
  server: TestServer,
  buyer: Buyer,
  customerId: string,
  invoiceIds: number[],
  cardNumber = '4242424242424242',
) {
  const card = (
    await providerCall(server, 'customer/source/create', { customer_id: customerId, ...testCard(cardNumber) })
  ).json();
  const amount = await checkoutTotal(server, buyer, invoiceIds);
  const charge = await providerCall(server, 'charge/create', {
    customer_id: customerId,
    source_id: card.id,
    amount,
    currency: 'usd',
  });
  return {
    charge,
    body: {
      payment_details: {
        charge_id: String(charge.json().id ?? 'ch_failed'),
        customer_id: customerId,
        source_id: card.id,
        amount: amount / 100,
        currency: 'usd' as const,
      },
      invoice_id: invoiceIds,
      shipping_addr_id: await addAddress(server, buyer),
      need_discount: 0 as const,
      user_country: 'United States',
      ship_local: 0 as const,
      shipping_inside: 1 as const,
      mode: 'sandbox' as const,
      auction_io: 1 as const,
    },
  };
}

/** A bank account added and verified with the micro-deposits, through the API. */
export async function verifiedBank(server: TestServer, buyer: Buyer) {
  await server.call('createBankDetails', {
    token: buyer.token,
    body: {
      site_id: 'cascade',
      user_id: buyer.id,
      account_no: '000987654321',
      rounting_no: '110000000',
      holdername: 'B',
    },
  });
  await server.call('verifyBankDetails', {
    token: buyer.token,
    body: { site_id: 'cascade', user_id: buyer.id, payAmount1: 32, payAmount2: 45 },
  });
}

/** What the storefront does to pay by bank: a transfer of the bank total, then the body that records it. */
export async function bankPayment(server: TestServer, buyer: Buyer, invoiceIds: number[]) {
  await verifiedBank(server, buyer);
  const { total } = await checkoutOf(server.database.db, {
    userId: buyer.id,
    invoiceIds,
    method: 'bank',
    salesTax: false,
  });
  const transfer = await server.call('createBankPay', {
    token: buyer.token,
    body: { site_id: 'cascade', user_id: buyer.id, payAmount: total },
  });
  return {
    invoice_id: invoiceIds,
    transfer_id: String(transfer.json().data.transfer_id),
    shipping_addr_id: await addAddress(server, buyer),
    transaction_fee_per: 1,
  };
}
