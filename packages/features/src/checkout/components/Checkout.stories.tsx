import type { Meta, StoryObj } from '@storybook/react-vite';
import { createCardProviderClient, errorResponse } from '@storefront/api-client';
import {
  banks,
  checkoutLines,
  createCardProviderHandlers,
  createHandlers,
  demoBuyer,
  profileWithSelectedCard,
  paidInvoice,
  sandboxAccountId,
} from '@storefront/api-client/msw';
import {
  ALREADY_PAID,
  BANK_NOT_VERIFIED,
  INVOICE_NOT_FOUND,
  NO_ADDRESS,
  NO_BANK,
  NO_CARD,
  PAID,
  PAYMENT_FALLBACK,
  SHIPPING_NOT_PRICED,
} from '@storefront/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withApi } from '@storefront/storybook/decorators/withApi';
import { Checkout } from './Checkout';

const provider = {
  client: createCardProviderClient({ baseUrl: window.location.origin }),
  account_id: sandboxAccountId,
  mode: 'sandbox' as const,
};

const buyer = {
  id: demoBuyer.id,
  email: demoBuyer.email,
  card_paymentid: demoBuyer.card_paymentid,
  country: demoBuyer.country,
};

const meta = {
  title: 'Features/Checkout/Checkout',
  component: Checkout,
  decorators: [withApi],
  args: {
    invoiceIds: [checkoutLines[0]!.common_invoice],
    buyer,
    provider,
    onPaid: fn(),
    onMissing: fn(),
    invoiceHref: (invoiceId) => `/Invoice/${invoiceId}`,
    bankDetailsHref: '/Dashboard/bankDetails',
  },
  parameters: {
    msw: { handlers: [...createCardProviderHandlers(), ...createHandlers()] },
    visual: { fullViewport: true },
  },
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

const notifications = () => within(document.body).getByRole('region', { name: 'Notifications' });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: checkoutLines[0]!.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Pay US \$/ })).toBeEnabled();
  },
};

/** A checkout opened again after paying (a bookmark, Back): it says so and shows the invoice instead of Pay. */
export const AlreadyPaid: Story = {
  args: { invoiceIds: [paidInvoice.invoice_items[0]!.common_invoice!] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ALREADY_PAID)).toBeVisible();
    const invoiceId = paidInvoice.invoice_items[0]!.common_invoice!;
    await expect(canvas.getByRole('link', { name: `View Invoice #${invoiceId}` })).toHaveAttribute(
      'href',
      `/Invoice/${invoiceId}`,
    );
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  },
};

/** On a phone each lot's amount goes under its title, so a long title keeps the row's width beside the image. */
export const Phone: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas }) => {
    const line = checkoutLines[0]!;
    const lot = await canvas.findByRole('listitem', { name: line.title });
    const title = within(lot).getByText(line.title).getBoundingClientRect();
    const amount = within(lot)
      .getByText(/^US \$/)
      .getBoundingClientRect();
    await expect(amount.top).toBeGreaterThanOrEqual(title.bottom);
    await expect(amount.left).toBe(title.left);
  },
};

/** Pay with a saved card: the charge at the provider, then the payment recorded. */
export const PaysWithSavedCard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^Visa ending in 4242/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Pay US \$/ }));
    await expect(await within(notifications()).findByText(PAID)).toBeVisible();
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledOnce());
  },
};

let charges = 0;

/** The provider's sandbox charge, counted. */
const countedCharge = http.post('*/api/charge/create', async ({ request }) => {
  charges += 1;
  const body = (await request.json()) as { amount: number; customer_id: string; source_id: string };
  await delay(300);
  return HttpResponse.json({
    id: `ch_story_${charges}`,
    object: 'charge',
    amount: body.amount,
    currency: 'usd',
    status: 'succeeded',
    paid: true,
    customer: body.customer_id,
    source: body.source_id,
    failure_message: null,
  });
});

/** Forgets payments an earlier run in this browser took, which would be reused rather than charged again. */
const forgetPayments = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith('checkout-payment:'))
    .forEach((key) => localStorage.removeItem(key));

let recordings = 0;

/** The answer to recording the payment is lost once: 'Try Again later.', and the retry records the same charge. */
export const RetriesWithoutChargingAgain: Story = {
  args: { invoiceIds: [checkoutLines[0]!.common_invoice, 9_998] },
  parameters: {
    msw: {
      handlers: [
        countedCharge,
        http.post('*/mobileapi/successAfterPayAuction', () => {
          recordings += 1;
          return recordings === 1 ? HttpResponse.error() : HttpResponse.json({ status: 'yes', message: PAID });
        }),
        ...createCardProviderHandlers(),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    charges = 0;
    recordings = 0;
    forgetPayments();
    await userEvent.click(await canvas.findByRole('radio', { name: /^Visa ending in 4242/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Pay US \$/ }));
    await expect(await within(notifications()).findByText(PAYMENT_FALLBACK)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: /^Pay US \$/ }));
    await expect(await within(notifications()).findByText(PAID)).toBeVisible();
    await expect(charges).toBe(1);
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledOnce());
  },
};

/** A double click pays once: one charge at the provider, Pay reads 'Loading' and is disabled meanwhile. */
export const PaysOnce: Story = {
  args: { invoiceIds: [checkoutLines[0]!.common_invoice, 9_999] },
  parameters: {
    msw: {
      handlers: [countedCharge, ...createCardProviderHandlers(), ...createHandlers()],
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    charges = 0;
    forgetPayments();
    await userEvent.click(await canvas.findByRole('radio', { name: /^Visa ending in 4242/ }));
    await userEvent.dblClick(canvas.getByRole('button', { name: /^Pay US \$/ }));
    await expect(await canvas.findByRole('button', { name: 'Loading' })).toBeDisabled();
    await expect(await within(notifications()).findByText(PAID)).toBeVisible();
    await expect(charges).toBe(1);
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledOnce());
  },
};

/**
 * Pay by a verified bank: the ACH transfer of the total in cents, then the payment recorded. A bank not yet verified is
 * shown but cannot be chosen.
 */
export const PaysWithBank: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Bank (ACH)' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Pay US \$/ }));
    await expect(await within(notifications()).findByText(NO_BANK)).toBeVisible();
    const unverified = await canvas.findByRole('radio', { name: /^Columbia Bank/ });
    await expect(unverified).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'verify it in Bank Details' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /^STRIPE TEST BANK/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Pay US \$/ }));
    await expect(await within(notifications()).findByText(PAID)).toBeVisible();
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledOnce());
  },
};

/** With no bank verified yet, what Pay by bank asks for is the verification. */
export const OnlyAnUnverifiedBank: Story = {
  parameters: {
    msw: {
      handlers: [
        ...createCardProviderHandlers(),
        ...createHandlers({
          getBankDetails: { status: 'yes', data: banks.filter((bank) => bank.status !== 'verified') },
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Bank (ACH)' }));
    await expect(await canvas.findByRole('radio', { name: /^Columbia Bank/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^Pay US \$/ }));
    await expect(await within(notifications()).findByText(BANK_NOT_VERIFIED)).toBeVisible();
  },
};

/** The card the buyer selected among the saved ones is chosen to pay with, and can be changed. */
export const PreselectsTheSelectedCard: Story = {
  parameters: {
    msw: {
      handlers: [
        ...createCardProviderHandlers(),
        ...createHandlers({
          getUserProfileDetails: { data: profileWithSelectedCard },
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const selected = await canvas.findByRole('radio', { name: /^Mastercard ending in 4444/ });
    await waitFor(() => expect(selected).toBeChecked());
    const other = canvas.getByRole('radio', { name: /^Visa ending in 4242/ });
    await userEvent.click(other);
    await expect(other).toBeChecked();
    await expect(selected).not.toBeChecked();
  },
};

/** Pay needs a card: a saved one or a complete new one. */
export const AsksForACard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Pay US \$/ }));
    await expect(await within(notifications()).findByText(NO_CARD)).toBeVisible();
  },
};

/** Bank chosen with no bank account yet: the way to add one, rather than an empty list. */
export const NoBankYet: Story = {
  parameters: {
    msw: {
      handlers: [...createCardProviderHandlers(), ...createHandlers({ getBankDetails: { status: 'yes', data: [] } })],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Bank (ACH)' }));
    const add = canvas.getByRole('link', { name: 'add and verify one in Bank Details' });
    await expect(add).toHaveAttribute('href', '/Dashboard/bankDetails');
  },
};

export const NoAddress: Story = {
  parameters: {
    msw: {
      handlers: [
        ...createCardProviderHandlers(),
        ...createHandlers({ getAllShippingAddresses: { status: 'yes', data: [] } }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Pay US \$/ }));
    await expect(await within(notifications()).findByText(NO_ADDRESS)).toBeVisible();
  },
};

export const ShippingNotPriced: Story = {
  parameters: {
    msw: {
      handlers: [
        ...createCardProviderHandlers(),
        ...createHandlers({
          getCheckoutAuction: { status: 'yes', data: checkoutLines.map((line) => ({ ...line, shipping_fee: null })) },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(SHIPPING_NOT_PRICED);
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        ...createCardProviderHandlers(),
        ...createHandlers({ getCheckoutAuction: { status: 'yes', data: [] } }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Products Found')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/mobileapi/getCheckoutAuction', () => delay('infinite')),
        ...createCardProviderHandlers(),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading checkout')).toBeInTheDocument();
  },
};

/** The lines answered with an HTTP error: shown in the server's words, and the invoices are not called missing. */
const linesFailWith = (status: number): Story => ({
  parameters: {
    msw: {
      handlers: [
        ...createCardProviderHandlers(),
        ...createHandlers({
          getCheckoutAuction: () => HttpResponse.json(errorResponse('Please sign in to continue.'), { status }),
        }),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please sign in to continue.');
    expect(args.onMissing).not.toHaveBeenCalled();
  },
});

/** The server did not answer: that says nothing about the invoices. */
export const Error: Story = linesFailWith(503);

/** A sign-in that ran out (401): the app sends the buyer to sign in; the invoices are not called missing. */
export const SignInRanOut: Story = linesFailWith(401);

/** Someone else's invoices, or none: the server refuses the lines, and the page is told 'Invoice not Found'. */
export const Missing: Story = {
  parameters: {
    msw: {
      handlers: [
        ...createCardProviderHandlers(),
        ...createHandlers({ getCheckoutAuction: { status: 'no', data: [] } }),
      ],
    },
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onMissing).toHaveBeenCalledWith(INVOICE_NOT_FOUND));
  },
};
