import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorResponse } from '@storefront/api-client';
import { createHandlers, demoBuyer } from '@storefront/api-client/msw';
import { BANK_VERIFIED } from '@storefront/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { withApi } from '@storefront/storybook/decorators/withApi';
import { BankDetails } from './BankDetails';

const meta = {
  title: 'Features/Payments/BankDetails',
  component: BankDetails,
  decorators: [withApi],
  args: { owner: { user_id: demoBuyer.id, email: demoBuyer.email } },
  parameters: { msw: { handlers: createHandlers() } },
} satisfies Meta<typeof BankDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const notifications = () => within(document.body).getByRole('region', { name: 'Notifications' });

export const Default: Story = {
  play: async ({ canvas }) => {
    const verified = await canvas.findByRole('listitem', { name: 'STRIPE TEST BANK' });
    await expect(within(verified).getByText('Verified')).toBeVisible();
    const fresh = canvas.getByRole('listitem', { name: 'Columbia Bank' });
    await expect(within(fresh).getByRole('button', { name: 'VERIFY' })).toBeVisible();
  },
};

/** The micro-deposits as decimals are sent in cents. */
export const Verifies: Story = {
  play: async ({ canvas, userEvent }) => {
    const fresh = await canvas.findByRole('listitem', { name: 'Columbia Bank' });
    await userEvent.click(within(fresh).getByRole('button', { name: 'VERIFY' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Verify Bank' });
    await userEvent.type(within(dialog).getByLabelText(/^Amount 1/), '0.32');
    await userEvent.type(within(dialog).getByLabelText(/^Amount 2/), '0.45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expect(await within(notifications()).findByText(BANK_VERIFIED)).toBeVisible();
  },
};

/** The routing number needs at least 9 digits. */
/** From the keyboard: Add Bank puts focus on Account Holder Name, and Cancel gives it back to Add Bank. */
export const KeyboardAddBank: Story = {
  play: async ({ canvas, userEvent }) => {
    (await canvas.findByRole('button', { name: 'Add Bank' })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByLabelText(/^Account Holder Name/)).toHaveFocus());
    const form = canvas.getByRole('form', { name: 'Add bank' });
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Bank' })).toHaveFocus());
  },
};

export const ChecksTheForm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Bank' }));
    await userEvent.type(canvas.getByLabelText(/^Routing Number/), '1234');
    await userEvent.click(
      within(canvas.getByRole('form', { name: 'Add bank' })).getByRole('button', { name: 'Add Bank' }),
    );
    await expect(await canvas.findByText('Minimum 9 digits')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: createHandlers({ getBankDetails: { status: 'yes', data: [] } }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Data Found')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [http.post('*/plugin/ach/stripe/bank/getBankDetails', () => delay('infinite')), ...createHandlers()],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading banks')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({
        getBankDetails: () => HttpResponse.json(errorResponse('Please sign in to continue.'), { status: 503 }),
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please sign in to continue.');
  },
};
