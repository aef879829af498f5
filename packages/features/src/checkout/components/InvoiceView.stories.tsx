import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, paidInvoice } from '@storefront/api-client/msw';
import { INVOICE_NOT_FOUND } from '@storefront/domain';
import { delay, http } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { withApi } from '@storefront/storybook/decorators/withApi';
import { InvoiceView } from './InvoiceView';

const invoiceId = paidInvoice.invoice_items[0]!.common_invoice!;

const meta = {
  title: 'Features/Checkout/InvoiceView',
  component: InvoiceView,
  decorators: [withApi],
  args: { id: invoiceId, buyerName: 'Maria Chen', onMissing: fn() },
  parameters: { msw: { handlers: createHandlers() } },
} satisfies Meta<typeof InvoiceView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: `Invoice #${invoiceId}` })).toBeVisible();
    await expect(canvas.getByText('Paid')).toBeVisible();
    const to = canvas.getByRole('heading', { name: 'To' }).nextElementSibling;
    await expect(Array.from(to?.children ?? [], (line) => line.textContent)).toEqual([
      'Maria Chen',
      '1200 SW Morrison St, Apt 4B',
      'Portland, Oregon 97205',
      'United States',
    ]);
    await expect(canvas.getByText('US $499.48', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('Thank you for shopping with us !')).toBeVisible();
  },
};

/** Someone else's invoice, or none: the page is told 'Invoice not Found'. */
export const Missing: Story = {
  args: { id: 1 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onMissing).toHaveBeenCalledWith(INVOICE_NOT_FOUND));
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.post('*/mobileapi/view-invoice', () => delay('infinite')), ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading invoice')).toBeInTheDocument();
  },
};
