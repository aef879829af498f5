import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, demoToken, silverEagle } from '@storefront/api-client/msw';
import { delay, http } from 'msw';
import { expect, fn, screen } from 'storybook/test';
import { withApiPlatform } from '@storefront/storybook/decorators/withApiPlatform';
import { BidBox } from './BidBox';

const bidding = '*/api_bidding/biddingAPI';
const hour = 3_600_000;
/** An open timed lot: started a day ago, closing in a day (the box reads the clock). */
const openLot = {
  ...silverEagle,
  date_added: new Date(Date.now() - 24 * hour).toISOString(),
  date_closed: new Date(Date.now() + 24 * hour).toISOString(),
};
const accepted = {
  status: 'success' as const,
  id: openLot.id,
  bpop_error: 'Bid placed successfully',
  bpop_bidstatus: 'You are winning at US $76.00 with your proxy bid of US $80.00 placed',
  bpop_wprice: 76,
  bpop_bidcount: 3,
  maxbidamt: 80,
};

const meta = {
  title: 'Features/Bidding/BidBox/Timed',
  component: BidBox,
  decorators: [withApiPlatform],
  args: { variant: 'timed', lot: openLot, buyerId: 7, onLogin: fn() },
  parameters: {
    visual: { fullViewport: true },
    platform: { token: demoToken },
    msw: { handlers: createHandlers({ placeTimedBid: accepted }) },
  },
} satisfies Meta<typeof BidBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A maximum bid typed and sent with Enter: 'Bid Submitted Successfully', then the bidder's status as info; the box is
 * empty for the next one.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Bid Amount'), '80{Enter}');
    await expect(await screen.findByText('Bid Submitted Successfully')).toBeVisible();
    await expect(await screen.findByText(accepted.bpop_bidstatus)).toBeVisible();
    await expect(canvas.getByLabelText('Bid Amount')).toHaveValue('');
  },
};

/**
 * The leader raising their own maximum of $80 must go an increment above it, as the server decides: 'Min. Bid $81.00'
 * before any request, where everyone else may bid the lot's $76.
 */
export const LeaderRaisesOwnMaximum: Story = {
  args: { lot: { ...openLot, highbid_user_id: 7, maxbidamt: 80 } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Bid Amount'), '78{Enter}');
    await expect(await canvas.findByText('Min. Bid $81.00')).toBeVisible();
    await expect(screen.queryByText('Bid Submitted Successfully')).toBeNull();
  },
};

/** A sold lot: its Sold Price and the buyer's own maximum, and no entry, Min. Bid or all-in price to bid with. */
export const Sold: Story = {
  args: {
    lot: { ...openLot, market_status: 'sold', date_closed: new Date(Date.now() - hour).toISOString(), maxbidamt: 80 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sold Price')).toBeVisible();
    await expect(canvas.getByText('Your maximum bid')).toBeVisible();
    await expect(canvas.queryByLabelText('Bid Amount')).toBeNull();
    await expect(canvas.queryByText('Min. Bid')).toBeNull();
    await expect(canvas.queryByText('All-in price')).toBeNull();
  },
};

/** Nothing typed: 'Enter Bid Amount'; too little: 'Min. Bid $76.00'. */
export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place Bid' }));
    await expect(canvas.getAllByText('Enter Bid Amount').length).toBeGreaterThan(0);
    await userEvent.type(canvas.getByLabelText('Bid Amount'), '50{Enter}');
    await expect(await canvas.findByText('Min. Bid $76.00')).toBeVisible();
  },
};

/** The bid is on its way: the button waits and takes no second press. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post(bidding, () => delay('infinite')), ...createHandlers()] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Bid Amount'), '80{Enter}');
    await expect(canvas.getByRole('button', { name: /Place Bid/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refused the bid: its words under the box and as a warning. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({ placeTimedBid: { status: 'failed', id: openLot.id, error: 'Enter $90.00 or more' } }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Bid Amount'), '80{Enter}');
    await expect((await screen.findAllByText('Enter $90.00 or more')).length).toBeGreaterThan(0);
    await expect(canvas.getByLabelText('Bid Amount')).toHaveValue('80');
  },
};

/** A visitor: 'Login to Bid' asks them to sign in and the entry waits. */
export const LoggedOut: Story = {
  args: { buyerId: null },
  parameters: { platform: {} },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByLabelText('Bid Amount')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Login to Bid' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

/** The live connection is down: no bid on an old price, and the box says why. */
export const Offline: Story = {
  parameters: { platform: { token: demoToken, connection: 'reconnecting' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Place Bid' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Bidding is paused');
  },
};

/** Before the auction starts: 'Wait until auction starts!'. */
export const NotStarted: Story = {
  args: { lot: { ...openLot, date_added: new Date(Date.now() + hour).toISOString() } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Bid Amount'), '80{Enter}');
    await expect(await canvas.findByText('Wait until auction starts!')).toBeVisible();
  },
};
