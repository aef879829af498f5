import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, demoBuyer, demoToken, liveAuction, pampBar } from '@storefront/api-client/msw';
import { expect, fn, screen, within } from 'storybook/test';
import { withApiPlatform } from '@storefront/storybook/decorators/withApiPlatform';
import { duringTheSale } from '../stories/liveStoryData';
import { LiveLotBidPanel } from './LiveLotBidPanel';

const meta = {
  title: 'Features/Live/LiveLotBidPanel',
  component: LiveLotBidPanel,
  decorators: [withApiPlatform],
  args: {
    lot: { ...pampBar, date_closed: '2026-06-01T21:00:00Z' },
    auction: liveAuction,
    buyer: { id: demoBuyer.id, email: demoBuyer.email },
    onLogin: fn(),
  },
  parameters: {
    visual: { fullViewport: true },
    platform: { token: demoToken, now: duringTheSale },
    msw: { handlers: createHandlers() },
  },
} satisfies Meta<typeof LiveLotBidPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lot still to come: the increments (From, To, Increment Amount) and a maximum bid placed ahead of the room. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bid Increment Range' }));
    const ranges = await screen.findByRole('dialog', { name: 'Bid Increment Range' });
    for (const column of ['From', 'To', 'Increment Amount']) {
      await expect(within(ranges).getByRole('columnheader', { name: column })).toBeVisible();
    }
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Max Bid' }));
    await expect(canvas.getAllByText('Enter Bid Amount').length).toBeGreaterThan(0);
  },
};

/** A maximum bid accepted ahead of the room: 'Bid Submitted Successfully', and the amount leaves the entry. */
export const MaximumBidAccepted: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Bid Amount'), '2100');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Max Bid' }));
    await expect(await screen.findByText('Bid Submitted Successfully')).toBeVisible();
    await expect(canvas.getByLabelText('Bid Amount')).toHaveValue('');
  },
};

/** The lot on the block takes its bids in the room. */
export const OnTheBlock: Story = {
  args: { auction: { ...liveAuction, current_projectid: pampBar.id } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This lot is on the block now: bid in the live room.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place Max Bid' })).toBeDisabled();
  },
};

/** A visitor sees 'Login to Bid'. */
export const LoggedOut: Story = {
  args: { buyer: null },
  parameters: { platform: { now: duringTheSale } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login to Bid' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};
