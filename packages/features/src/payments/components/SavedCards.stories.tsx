import type { Meta, StoryObj } from '@storybook/react-vite';
import { createCardProviderClient } from '@storefront/api-client';
import {
  createCardProviderHandlers,
  createHandlers,
  demoBuyer,
  profileWithSelectedCard,
  sandboxAccountId,
} from '@storefront/api-client/msw';
import { CARD_SELECTED } from '@storefront/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { withApi } from '@storefront/storybook/decorators/withApi';
import { SavedCards } from './SavedCards';

const provider = {
  client: createCardProviderClient({ baseUrl: window.location.origin }),
  account_id: sandboxAccountId,
  mode: 'sandbox' as const,
};

const meta = {
  title: 'Features/Payments/SavedCards',
  component: SavedCards,
  decorators: [withApi],
  args: { provider, customerId: demoBuyer.card_paymentid, address: demoBuyer },
  parameters: { msw: { handlers: [...createCardProviderHandlers(), ...createHandlers()] } },
} satisfies Meta<typeof SavedCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const notifications = () => within(document.body).getByRole('region', { name: 'Notifications' });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { name: 'Visa ending in 4242' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'Mastercard ending in 4444' })).toBeVisible();
  },
};

/** Selecting a card makes it the default one. */
export const Selects: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('listitem', { name: 'Mastercard ending in 4444' });
    await userEvent.click(within(card).getByRole('button', { name: 'Select' }));
    await expect(await within(notifications()).findByText(CARD_SELECTED)).toBeVisible();
    await expect(within(card).getByText('Selected')).toBeVisible();
  },
};

/** The card selected on an earlier visit is shown selected (the profile keeps it). */
export const RemembersTheSelection: Story = {
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
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('listitem', { name: 'Mastercard ending in 4444' });
    await expect(await within(card).findByText('Selected')).toBeVisible();
    const other = canvas.getByRole('listitem', { name: 'Visa ending in 4242' });
    await expect(within(other).queryByText('Selected')).not.toBeInTheDocument();
  },
};

/** From the keyboard: Add Card puts focus in the form's first field, and Cancel gives it back to Add Card. */
export const KeyboardAddCard: Story = {
  play: async ({ canvas, userEvent }) => {
    (await canvas.findByRole('button', { name: 'Add Card' })).focus();
    await userEvent.keyboard('{Enter}');
    const form = await canvas.findByRole('form', { name: 'Add card' });
    await waitFor(() => expect(form.querySelector('input')).toHaveFocus());
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Card' })).toHaveFocus());
  },
};

/** The form checks the expiry month and the CVV before anything is sent. */
export const ChecksTheForm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Card' }));
    await userEvent.type(canvas.getByLabelText(/^Expiry Month/), '13');
    await userEvent.type(canvas.getByLabelText(/^Expiry Year/), '2031');
    await userEvent.type(canvas.getByLabelText(/^CVV/), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Card' }));
    await expect(await canvas.findByText('Not a valid expiration date')).toBeVisible();
    await expect(canvas.getByText('Invalid Cvv')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/customer/source/list', () => HttpResponse.json({ object: 'list', data: [] })),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Data Found')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.post('*/api/customer/source/list', () => delay('infinite')), ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading cards')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/customer/source/list', () =>
          HttpResponse.json(
            { error: { type: 'invalid_request_error', message: 'No such customer.' } },
            { status: 400 },
          ),
        ),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No such customer.');
  },
};
