import type { Meta, StoryObj } from '@storybook/react-vite';
import { silverEagle } from '@storefront/api-client/msw';
import { expect } from 'storybook/test';
import { LotBidStatus } from './LotBidStatus';

const buyerId = 7;
const mine = { ...silverEagle, wprice: 76, userBidCount: 1, highbid_user_id: buyerId, reserve_met: 1 as const };

const meta = {
  title: 'Features/Bidding/LotBidStatus',
  component: LotBidStatus,
  args: { lot: mine, buyerId },
} satisfies Meta<typeof LotBidStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvasElement: HTMLElement) => canvasElement.querySelector('section[aria-label="Your bid status"]');

/** Leading at the price, with no higher maximum standing. */
export const Winning: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You're Winning!")).toBeVisible();
    await expect(canvas.getByText('You are winning at US $76.00')).toBeVisible();
  },
};

/** Leading with a proxy maximum above the price. */
export const WinningWithProxy: Story = {
  args: { lot: { ...mine, maxbidamt: 120 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/with your proxy bid of US \$120.00 placed/)).toBeVisible();
  },
};

/** Leading, but the reserve is not met yet. */
export const ReserveNotMet: Story = {
  args: { lot: { ...mine, reserve_met: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your bid is placed but the reserve is not yet met')).toBeVisible();
  },
};

/** Someone else leads: the current leading bid. */
export const Outbid: Story = {
  args: { lot: { ...mine, highbid_user_id: 31, wprice: 90 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have been outbid. The current leading bid is US $90.00')).toBeVisible();
  },
};

/** Sold to this buyer. */
export const Bought: Story = {
  args: { lot: { ...mine, market_status: 'sold' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You bought this lot for US $76.00')).toBeVisible();
  },
};

/** Closed, won by someone else. */
export const Lost: Story = {
  args: { lot: { ...mine, market_status: 'sold', highbid_user_id: 31 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You lost this lot')).toBeVisible();
  },
};

/** A buyer who has not bid, or a visitor, sees no banner. */
export const Empty: Story = {
  args: { lot: { ...silverEagle, userBidCount: 0 }, buyerId: null },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toBeNull();
  },
};
