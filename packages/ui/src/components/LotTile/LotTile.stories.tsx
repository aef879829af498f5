import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusChip } from '../LotCard/StatusChip';
import { navigate, recordLinks } from '../LinkProvider/stories/recordLinks';
import { LotTile } from './LotTile';

const meta = {
  title: 'Components/Auction/LotTile',
  component: LotTile,
  args: {
    href: '/timedlotView/2/41/0',
    avatar: undefined,
    sku: 4,
    title: 'Perth Mint 1 oz Gold Bar',
    priceLabel: 'Current Bid',
    amountCents: 187_500,
  },
  decorators: [
    recordLinks,
    (Story) => (
      <div style={{ width: '9rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LotTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lot in a row of lots, as narrow as eight to a row on a desktop: one link, the price on a line of its own. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const tile = canvas.getByRole('link', { name: /Perth Mint 1 oz Gold Bar/ });
    await expect(tile).toHaveTextContent('Lot # 4');
    const amount = canvas.getByText('US $1,875.00');
    await expect(amount.parentElement).toHaveTextContent('Current Bid US $1,875.00');
    // The amount never breaks: one line, as tall as the text's own line.
    const lineHeight = parseFloat(getComputedStyle(amount).lineHeight);
    await expect(amount.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    await userEvent.click(tile);
    await expect(navigate).toHaveBeenLastCalledWith('/timedlotView/2/41/0');
  },
};

/** A long title keeps to two lines; the tile stays as tall as its neighbours. */
export const LongTitle: Story = {
  args: {
    sku: 6,
    title: '1898-S $20 Liberty Head Double Eagle PCGS MS62, with its original box and certificate',
    amountCents: 197_500,
  },
  play: async ({ canvas }) => {
    const title = canvas.getByText(/^1898-S \$20 Liberty Head/);
    const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
    await expect(title.getBoundingClientRect().height).toBeLessThan(lineHeight * 2.5);
  },
};

/** A finished lot says how it ended, with its Sold Price. */
export const Sold: Story = {
  args: {
    priceLabel: 'Sold Price',
    amountCents: 241_000,
    status: <StatusChip tone="positive">Sold</StatusChip>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sold', { exact: true })).toBeVisible();
    await expect(canvas.getByText('US $2,410.00').parentElement).toHaveTextContent('Sold Price US $2,410.00');
  },
};
