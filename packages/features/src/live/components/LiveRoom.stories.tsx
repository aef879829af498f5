import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, demoToken, goldEagle, liveAuction } from '@storefront/api-client/msw';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { withApiPlatform } from '@storefront/storybook/decorators/withApiPlatform';
import {
  afterTheSale,
  beforeTheSale,
  closedRoomAnswer,
  duringTheSale,
  emptyRoomAnswer,
  endedRoomAnswer,
  liveRoomAnswer,
  pendingRoomAnswer,
} from '../stories/liveStoryData';
import { LiveRoom } from './LiveRoom';

const roomRead = '*/api/auctionLotAPI';

const meta = {
  title: 'Features/Live/LiveRoom',
  component: LiveRoom,
  decorators: [withApiPlatform],
  args: {
    auctionId: liveAuction.id,
    buyerId: 7,
    onLogin: fn(),
    onEnded: fn(),
    hrefForLot: (lot) => `/lotview/${lot.lotof}/${lot.id}/7`,
  },
  parameters: {
    visual: { fullViewport: true },
    platform: { token: demoToken, now: duringTheSale },
    msw: { handlers: createHandlers({ getLiveAuctionLots: liveRoomAnswer }) },
  },
} satisfies Meta<typeof LiveRoom>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many of the lots to come share the list's width: the spec's lot carousels show 8, 3 up to 1024 px, 1 up to 480. */
const lotsInView = (canvas: ReturnType<typeof within>) => {
  const list = canvas.getByRole('list', { name: 'Lots to come' });
  const lot = within(list).getAllByRole('listitem')[0]!;
  return Math.round(list.clientWidth / lot.getBoundingClientRect().width);
};

/**
 * The gold eagle on the block: chips, the feed, the lots to come (8 in view); the bid box keeps to the grid ('Enter bid amount',
 * the increment message, the next minimum bid) and takes a quick bid from the list.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: liveAuction.title })).toBeVisible();
    await expect(canvas.getByText(`Lot # ${goldEagle.sku}`)).toBeVisible();
    await expect(await canvas.findByText('33% Completed')).toBeVisible();
    await expect(await canvas.findByText('2 Lots Remaining')).toBeVisible();
    await expect(await canvas.findByText(/Fair warning on lot 1\./)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Upcoming lots' })).toBeVisible();
    await waitFor(() => expect(lotsInView(canvas)).toBe(8));

    const amount = canvas.getByLabelText('Bid Amount');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Bid' }));
    await expect(canvas.getAllByText('Enter bid amount').length).toBeGreaterThan(0);
    await userEvent.type(amount, '2380{Enter}');
    await expect(
      canvas.getByText('Please Enter Valid Value.Bid Amount Should Be Multiples Of Bid Increment.'),
    ).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '2000{Enter}');
    await expect(canvas.getByText('Your Next Min Bid Amount Is US $2,375.00')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Quick bid'), '240000');
    await expect(amount).toHaveValue('2400');
  },
};

/**
 * The next minimum bid goes in with one press: 'Bid Submitted Successfully', and the room shows the answer's price. This
 * answer has another buyer's maximum above it, so the buyer reads 'You are losing' above the bid box.
 */
export const BidPlaced: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Bid US $2,375.00' }));
    await expect(await screen.findByText('Bid Submitted Successfully')).toBeVisible();
    await expect(await canvas.findByText('You are losing')).toBeVisible();
    // The toasts are dismissed, so the picture is the room's alone, whatever moment it is taken at.
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    for (const dismiss of toasts.getAllByRole('button', { name: 'Dismiss' })) await userEvent.click(dismiss);
    await waitFor(() => expect(toasts.queryAllByRole('listitem')).toHaveLength(0));
  },
};

/** While the room is read. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post(roomRead, () => delay('infinite')), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the live auction…')).toBeInTheDocument();
  },
};

/** A live auction with no lots. */
export const Empty: Story = {
  parameters: { msw: { handlers: createHandlers({ getLiveAuctionLots: emptyRoomAnswer }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Products Found')).toBeVisible();
  },
};

/** The room cannot be read: the server's words. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(roomRead, () =>
          HttpResponse.json({ status: 'no', message: 'No live auction with this id.' }, { status: 400 }),
        ),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No live auction with this id.');
  },
};

/** Before the start: 'Live Auction Not Yet Started', and no bid goes in. */
export const NotStarted: Story = {
  parameters: { platform: { token: demoToken, now: beforeTheSale } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Live Auction Not Yet Started')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place Bid' })).toBeDisabled();
  },
};

/**
 * Past the sale's closing time, before the auctioneer has closed it (the auction and the lot on the block still read
 * open): the room reads 'Auction Closed' and offers no bid, as the server takes none.
 */
export const PastClosingTime: Story = {
  parameters: { platform: { token: demoToken, now: afterTheSale } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Lot # ${goldEagle.sku}`)).toBeVisible();
    await expect(canvas.getAllByText('Auction Closed')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place Bid' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Bid US \$/ })).toBeDisabled();
    await expect(canvas.getByLabelText('Quick bid')).toBeDisabled();
  },
};

/** The connection dropped: the room says so and bidding waits. */
export const Reconnecting: Story = {
  parameters: { platform: { token: demoToken, now: duringTheSale, connection: 'reconnecting' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Reconnecting to the live auction/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place Bid' })).toBeDisabled();
  },
};

/**
 * The bid's answer was lost with the connection: the room says it is checking, reads the lot's bids, and tells the
 * buyer the bid did not reach the auctioneer; it is not sent again by itself.
 */
export const BidLostWithConnection: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/addbidoffer', () => HttpResponse.error()),
        ...createHandlers({ getLiveAuctionLots: liveRoomAnswer }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Bid US $2,375.00' }));
    await expect(
      await screen.findByText(
        'Your bid of US $2,375.00 did not reach the auctioneer. Bid again if you still want the lot.',
      ),
    ).toBeVisible();
  },
};

/** A buyer still waiting for approval is told 'Please Register Live Auction And Participate.'. */
export const NotApproved: Story = {
  parameters: { msw: { handlers: createHandlers({ getLiveAuctionLots: pendingRoomAnswer }) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Bid US $2,375.00' }));
    await expect(await screen.findByText('Please Register Live Auction And Participate.')).toBeVisible();
  },
};

/** Every lot called: 'This Auction Has Been Closed.'; OK goes home. */
export const Ended: Story = {
  parameters: { msw: { handlers: createHandlers({ getLiveAuctionLots: closedRoomAnswer }) } },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'This Auction Has Been Closed.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onEnded).toHaveBeenCalled();
  },
};

/** The seller ended the sale with lots still to call: 'This Auction Has Been Ended By Seller Now.'. */
export const EndedBySeller: Story = {
  parameters: { msw: { handlers: createHandlers({ getLiveAuctionLots: endedRoomAnswer }) } },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'This Auction Has Been Ended By Seller Now.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onEnded).toHaveBeenCalled();
  },
};

/** The seller ended the sale before it started: the room says it is closed, not that it is about to start. */
export const EndedBeforeTheStart: Story = {
  parameters: {
    platform: { token: demoToken, now: beforeTheSale },
    msw: { handlers: createHandlers({ getLiveAuctionLots: endedRoomAnswer }) },
  },
  play: async ({ canvas }) => {
    await expect(
      await screen.findByRole('alertdialog', { name: 'This Auction Has Been Ended By Seller Now.' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Live Auction Not Yet Started')).not.toBeInTheDocument();
  },
};

/**
 * The auctioneer closed the sale at its closing time with lots not called (they close unsold): 'This Auction Has Been
 * Closed.', not the seller's words.
 */
export const TimeUp: Story = {
  parameters: {
    platform: { token: demoToken, now: afterTheSale },
    msw: { handlers: createHandlers({ getLiveAuctionLots: endedRoomAnswer }) },
  },
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: 'This Auction Has Been Closed.' })).toBeVisible();
  },
};

/** On a phone: one column, the notes as an accordion, one lot to come in view. */
export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Lot # ${goldEagle.sku}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Description' })).toBeVisible();
    await waitFor(() => expect(lotsInView(canvas)).toBe(1));
  },
};
