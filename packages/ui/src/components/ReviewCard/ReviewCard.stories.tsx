import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { brokenImage } from '../LotCard/stories/images';
import { ReviewCard } from './ReviewCard';
import { fiveStars, longReview, twoStars } from './stories/reviews';

const meta = {
  title: 'Components/Data display/ReviewCard',
  component: ReviewCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { review: fiveStars, onExpandedChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['card', 'quote'] } },
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Review by Margaret Ellison' });
    await expect(card).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Fair price for my Morgan dollars' })).toBeVisible();
    await expect(canvas.getByText(/grandfather’s collection of Morgan and Peace dollars/)).toBeVisible();
    await expect(canvas.getByText('Spokane, WA', { exact: false })).toBeVisible();
    const date = canvas.getByText('May 18, 2026');
    await expect(date.tagName).toBe('TIME');
    await expect(date).toHaveAttribute('datetime', '2026-05-18');
    await expect(card.querySelectorAll('[data-fill="full"]')).toHaveLength(5);
    await expect(canvas.queryByRole('button')).toBeNull();
    const picture = card.querySelector('img');
    await waitFor(() => expect(picture?.complete).toBe(true));
  },
};

export const LowRating: Story = {
  args: { review: twoStars },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-fill="full"]')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('[data-fill="empty"]')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: 'Slow shipping on my silver bars' })).toBeVisible();
    await expect(canvas.getByText('DO')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const OneStar: Story = {
  args: { review: { ...twoStars, stars: 1, short_msg: undefined, location: undefined, date: undefined } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 1 out of 5' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-fill="full"]')).toHaveLength(1);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};

export const LongText: Story = {
  args: { review: longReview },
  play: async ({ args, canvas, userEvent, step }) => {
    const more = canvas.getByRole('button', { name: 'Read more' });
    const message = canvas.getByText(/^I had never bid in a live auction/);

    await step('a half star and the store-time date', async () => {
      await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
      await expect(canvas.getByText('Mar 4, 2026')).toHaveAttribute('datetime', '2026-03-04T19:30:00.000Z');
    });

    await step('the message is cut at a word until Read more', async () => {
      await expect(message.textContent?.endsWith('…')).toBe(true);
      await expect(message.textContent?.length).toBeLessThanOrEqual(241);
      await expect(message).not.toHaveTextContent('Carson City');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(more).toHaveAttribute('aria-controls', message.id);
    });

    await step('Read more shows it all, Read less cuts it again, by keyboard too', async () => {
      await userEvent.click(more);
      await expect(message).toHaveTextContent('Carson City Morgan sale next month.');
      await expect(more).toHaveAccessibleName('Read less');
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
      await userEvent.keyboard('{Enter}');
      await expect(message).not.toHaveTextContent('Carson City');
      await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
      await userEvent.keyboard(' ');
      await expect(more).toHaveFocus();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
    });
  },
};

export const BrokenPicture: Story = {
  args: { review: { ...fiveStars, img_url: brokenImage } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('ME')).toBeInTheDocument());
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-fallback]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Quote: Story = {
  args: { variant: 'quote', review: { ...fiveStars, short_msg: undefined, location: undefined, date: undefined } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Review by Margaret Ellison' });
    const stars = canvas.getByRole('img', { name: 'Rated 5 out of 5' });
    const name = canvas.getByText('Margaret Ellison');
    await expect(getComputedStyle(card).textAlign).toBe('center');
    await expect(stars.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const picture = card.querySelector('img');
    await waitFor(() => expect(picture?.complete).toBe(true));
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading review')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Mobile: Story = {
  args: { review: longReview },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: 'Review by Tomás Rivera' });
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(480);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Read more' }));
    await expect(canvas.getByText(/next month\.$/)).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
