import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, dashboardRows, demoToken } from '@storefront/api-client/msw';
import { expect, screen } from 'storybook/test';
import { withApiPlatform } from '@storefront/storybook/decorators/withApiPlatform';
import { RaiseMaximum } from './RaiseMaximum';

const hour = 3_600_000;
/** An Active Lots row the buyer (7) bid on and another buyer leads, closing in a day. */
const outbid = {
  ...dashboardRows.bidactive[1]!,
  date_added: new Date(Date.now() - 24 * hour).toISOString(),
  date_closed: new Date(Date.now() + 24 * hour).toISOString(),
};

const meta = {
  title: 'Features/Bidding/RaiseMaximum',
  component: RaiseMaximum,
  decorators: [withApiPlatform],
  args: { lot: outbid, buyerId: 7 },
  parameters: {
    visual: { fullViewport: true },
    platform: { token: demoToken },
    msw: {
      handlers: createHandlers({
        placeBid: { status: 'success', id: outbid.id, bpop_bidstatus: 'You are winning at US $2,800.00' },
      }),
    },
  },
} satisfies Meta<typeof RaiseMaximum>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Too little gets the listing's message; a maximum from the next bid up is placed and the box empties. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const raise = canvas.getByRole('group', { name: `Raise your maximum bid on ${outbid.title}` });
    const amount = canvas.getByRole('textbox', { name: 'Enter bid' });
    await expect(raise).toBeVisible();
    await expect(amount).toHaveAttribute('placeholder', 'Enter $2,800.00 or more');
    await userEvent.type(amount, '2790{Enter}');
    await expect(canvas.getByText('Enter $2,800.00 or more')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Max Bid' }));
    await expect(await screen.findByText('Bid Submitted Successfully')).toBeVisible();
    await expect(amount).toHaveValue('');
  },
};

/** The server refused the bid: its words, and the amount stays for another try. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({
        placeBid: { status: 'failed', id: outbid.id, error: 'Auction is closed!' },
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const amount = canvas.getByRole('textbox', { name: 'Enter bid' });
    await userEvent.type(amount, '3000{Enter}');
    await expect(await screen.findByText('Auction is closed!')).toBeVisible();
    await expect(amount).toHaveValue('3000');
  },
};

/** The buyer leads: nothing to raise here (the lot page raises a leading maximum). */
export const Leading: Story = {
  args: { lot: { ...outbid, highest_bidder_user_id: 7 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

/** A live auction's lot once its sale runs: bid on in the live room, not from the dashboard. */
export const LiveSaleRunning: Story = {
  args: { lot: { ...outbid, con_check: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

/** Closed: nothing to bid on. */
export const Closed: Story = {
  args: { lot: { ...outbid, date_closed: new Date(Date.now() - hour).toISOString() } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};
