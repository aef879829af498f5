import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorResponse } from '@storefront/api-client';
import { createHandlers, reviews } from '@storefront/api-client/msw';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { withApi } from '@storefront/storybook/decorators/withApi';
import { ReviewsSection } from './ReviewsSection';

const meta = {
  title: 'Features/Content/ReviewsSection',
  component: ReviewsSection,
  decorators: [withApi],
  args: { title: 'Our Reviews', viewAllHref: '/allreviews' },
  parameters: { msw: { handlers: createHandlers() } },
} satisfies Meta<typeof ReviewsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only reviews above 3 stars show: the fixtures' 3-star review stays out. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('James P.')).toBeVisible();
    // The fixture's picture is not on the story's host: the initials stand in once it fails to load.
    await waitFor(() => expect(canvasElement.querySelector('article img')).toBeNull());
    await expect(canvas.getAllByRole('article')).toHaveLength(reviews.filter((review) => review.stars > 3).length);
    await expect(canvas.queryByText('Tom R.')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/allreviews');
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.post('*/mobileapi/getreviews', () => delay('infinite')), ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Loading review')).toHaveLength(3);
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: createHandlers({ getReviews: { success: 'yes', results: reviews.filter((r) => r.stars <= 3) } }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Reviews Found')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View All' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({
        getReviews: () => HttpResponse.json(errorResponse('The reviews are not available.'), { status: 503 }),
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The reviews are not available.');
  },
};
