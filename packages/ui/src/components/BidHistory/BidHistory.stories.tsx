import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BidHistory } from './BidHistory';
import { goldEagleBids, repaintWhole, silverBarBids } from './stories.fixtures';

const columnHeaders = (canvas: { getAllByRole: (role: 'columnheader') => HTMLElement[] }) =>
  canvas.getAllByRole('columnheader').map((header) => header.textContent);

const meta = {
  title: 'Components/Auction/BidHistory',
  component: BidHistory,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '35rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { auctionType: 'timed', bids: goldEagleBids },
  argTypes: { auctionType: { control: 'inline-radio', options: ['timed', 'live'] } },
  afterEach: repaintWhole,
} satisfies Meta<typeof BidHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1 oz American Gold Eagle 2024 BU, a timed lot with 12 bids: Bidder Id, New York dates, proxy bids marked. */
export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('the price path is an image named by its summary', async () => {
      const chart = canvas.getByRole('img', { name: '8 bids and 4 proxy bids from US $1,900.00 to US $2,415.00' });
      await expect(chart.querySelectorAll('circle')).toHaveLength(12);
      await expect(canvas.getByText('8 bids and 4 proxy bids from US $1,900.00 to US $2,415.00')).toHaveAttribute(
        'aria-live',
        'polite',
      );
    });
    await step('the table: Bidder Id, Date, Amount, newest first', async () => {
      const table = canvas.getByRole('table', { name: 'Bid History' });
      await expect(columnHeaders(canvas)).toEqual(['Bidder Id', 'Date', 'Amount']);
      const rows = within(table).getAllByRole('row').slice(1);
      await expect(rows).toHaveLength(12);
      const [newest] = rows;
      await expect(newest).toHaveTextContent('52093');
      await expect(newest).toHaveTextContent('11/19/2026 09:58 PM EST');
      await expect(newest).toHaveTextContent('US $2,415.00');
      await expect(newest).toHaveAttribute('data-state', 'latest');
      await expect(rows.at(-1)).toHaveTextContent('11/19/2026 10:00 AM EST');
    });
    await step("'autoBid' reads 'proxy bid'", async () => {
      await expect(canvas.getAllByText('proxy bid')).toHaveLength(4);
      await expect(canvas.queryByText(/autoBid/)).not.toBeInTheDocument();
    });
  },
};

/** 10 oz Silver Bar — Royal Canadian Mint in a live auction: paddle numbers. */
export const Live: Story = {
  args: { auctionType: 'live', bids: silverBarBids },
  play: async ({ canvas }) => {
    await expect(columnHeaders(canvas)).toEqual(['Paddle Id', 'Date', 'Amount']);
    await expect(canvas.queryByRole('columnheader', { name: 'Bidder Id' })).not.toBeInTheDocument();
    const rows = within(canvas.getByRole('table', { name: 'Bid History' })).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('319');
    await expect(rows[1]).toHaveTextContent('US $325.00');
    await expect(canvas.getByRole('img', { name: '6 bids from US $280.00 to US $325.00' })).toBeVisible();
  },
};

/** A lot nobody has bid on: 'No Bids Found', no chart, no table. */
export const Empty: Story = {
  args: { bids: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Bids Found')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** On a small phone the three columns still fit without sideways scrolling. */
export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Bid History' });
    await expect(columnHeaders(canvas)).toEqual(['Bidder Id', 'Date', 'Amount']);
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
    await expect(
      canvas.getByRole('img', { name: '8 bids and 4 proxy bids from US $1,900.00 to US $2,415.00' }),
    ).toBeVisible();
  },
};
