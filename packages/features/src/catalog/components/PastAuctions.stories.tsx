import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PastAuctions } from './PastAuctions';
import { failure, handlers, never } from './stories/handlers';
import { withStoryPlatform } from './stories/StoryPlatform';

const meta = {
  title: 'Features/Catalog/PastAuctions',
  component: PastAuctions,
  decorators: [withStoryPlatform],
  args: { query: {}, onQueryChange: fn() },
  parameters: { msw: handlers() },
} satisfies Meta<typeof PastAuctions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Past Auctions' })).toBeVisible();
    const view = await canvas.findByRole('link', { name: 'View Auction' });
    await expect(view.getAttribute('href')).toMatch(/^\/auction\/(timed-auction\/)?\d+\?page=1$/);
    await expect(canvas.getByText('Auction Closed')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: handlers({}, [never('auctionSearch')]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Past auctions' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: handlers({ auctionSearch: { success: 'yes', results: [], total_pagecnt: 0 } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Products Found')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: handlers({ auctionSearch: failure }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The past auctions could not be loaded.')).toBeVisible();
  },
};
