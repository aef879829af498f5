import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AuctionCarousel } from './AuctionCarousel';
import { failure, handlers, never } from './stories/handlers';
import { withStoryPlatform } from './stories/StoryPlatform';

const settled = (root: HTMLElement) => waitFor(() => expect(root.querySelector('[aria-busy="true"]')).toBeNull());

const meta = {
  title: 'Features/Catalog/AuctionCarousel',
  component: AuctionCarousel,
  decorators: [withStoryPlatform],
  parameters: { msw: handlers() },
} satisfies Meta<typeof AuctionCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const tops = (elements: HTMLElement[]) => elements.map((element) => Math.round(element.getBoundingClientRect().top));
const heights = (elements: HTMLElement[]) =>
  elements.map((element) => Math.round(element.getBoundingClientRect().height));

/** A live and a timed auction side by side: the cards are as tall as each other, their 'View Lots' in one line. */
export const Default: Story = {
  play: async ({ canvas, step }) => {
    await expect(await canvas.findByRole('heading', { name: 'Current & Upcoming Auctions' })).toBeVisible();
    const carousel = canvas.getByRole('region', { name: 'Current and upcoming auctions' });
    const cards = [...carousel.querySelectorAll<HTMLElement>('article')];
    await expect(cards).toHaveLength(2);
    const actions = canvas.getAllByRole('link', { name: 'View Lots' });
    await expect(actions[0]).toBeVisible();
    await step('the cards in the row are of one height, their buttons at one level', async () => {
      await expect(cards.map((card) => card.dataset['kind'])).toEqual(['live', 'timed']);
      const [first, ...others] = heights(cards);
      for (const height of others) await expect(height).toBe(first);
      const [firstTop, ...otherTops] = tops(actions);
      for (const top of otherTops) await expect(top).toBe(firstTop);
    });
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
    await expect(canvas.queryByRole('heading', { name: 'Current & Upcoming Auctions' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: handlers({ listAuctions: failure }) },
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Current & Upcoming Auctions' })).toBeNull();
  },
};
