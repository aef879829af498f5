import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AuctionCarousel } from './AuctionCarousel';
import { failure, handlers, never } from './stories/handlers';
import { withStoryPlatform } from './stories/StoryPlatform';

const settled = (root: HTMLElement) => waitFor(() => expect(root.querySelector('[aria-busy="true"]')).toBeNull());

const meta = {
  title: 'Catalog/AuctionCarousel',
  component: AuctionCarousel,
  decorators: [withStoryPlatform],
  parameters: { msw: handlers() },
} satisfies Meta<typeof AuctionCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Upcoming Auctions' })).toBeVisible();
    const carousel = canvas.getByRole('region', { name: 'Upcoming auctions' });
    await expect(carousel.querySelectorAll('article')).toHaveLength(2);
    await expect(canvas.getAllByRole('link', { name: 'View Lots' })[0]).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: handlers({}, [never('listAuctions')]) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: handlers({ listAuctions: { data: [], count: 0 } }) },
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Upcoming Auctions' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: handlers({ listAuctions: failure }) },
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Upcoming Auctions' })).toBeNull();
  },
};
