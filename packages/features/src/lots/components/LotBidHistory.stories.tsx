import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers } from '@storefront/api-client/msw';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, within } from 'storybook/test';
import { withApiPlatform } from '@storefront/storybook/decorators/withApiPlatform';
import { LotBidHistory } from './LotBidHistory';

const bidDetails = '*/mobileapi/getbiddetails';

const meta = {
  title: 'Features/Lots/LotBidHistory',
  component: LotBidHistory,
  decorators: [withApiPlatform],
  args: { lotId: 2003, lotTitle: '2021 Type 2 American Silver Eagle NGC MS70', con_check: 0, bidCount: 5 },
  parameters: { visual: { fullViewport: true }, msw: { handlers: createHandlers() } },
} satisfies Meta<typeof LotBidHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvas: ReturnType<typeof within>, userEvent: { click: (element: Element) => Promise<void> }) {
  await userEvent.click(canvas.getByRole('button', { name: '5 Bids' }));
  return screen.findByRole('dialog', { name: 'Bid History' });
}

/**
 * The bid count opens the Bid History read from getBidDetails: Bidder Id, Date, Amount and the price path; the
 * leader's maximum answering a challenger (bid_type 'autoBid') reads 'proxy bid'.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    await expect(await within(dialog).findByRole('columnheader', { name: 'Bidder Id' })).toBeVisible();
    await expect(within(dialog).getByRole('columnheader', { name: 'Amount' })).toBeVisible();
    const newest = within(dialog).getAllByRole('row')[1]!;
    await expect(newest).toHaveTextContent('$4,350.00');
    await expect(newest).toHaveTextContent('proxy bid');
    await expect(within(dialog).getAllByText('proxy bid')).toHaveLength(1);
    await expect(
      within(dialog).getByRole('img', { name: '2 bids and 1 proxy bid from US $4,250.00 to US $4,350.00' }),
    ).toBeVisible();
  },
};

/** A live auction's history names bidders by paddle. */
export const Live: Story = {
  args: { con_check: 1 },
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    await expect(await within(dialog).findByRole('columnheader', { name: 'Paddle Id' })).toBeVisible();
  },
};

/** While the history is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post(bidDetails, () => delay('infinite')), ...createHandlers()] } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading bids…');
  },
};

/** A lot nobody has bid on: 'No Bids Found'. */
export const Empty: Story = {
  args: { bidCount: 0 },
  parameters: { msw: { handlers: createHandlers({ getBidDetails: { success: 'yes', results: [] } }) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '0 Bids' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bid History' });
    await expect(await within(dialog).findByText('No Bids Found')).toBeVisible();
  },
};

/** The server could not read the history: its words, in the dialog. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(bidDetails, () =>
          HttpResponse.json({ status: 'no', message: 'No lot with this id.' }, { status: 400 }),
        ),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('No lot with this id.');
  },
};
