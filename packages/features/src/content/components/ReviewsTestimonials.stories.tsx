import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, reviews } from '@storefront/api-client/msw';
import { delay, http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { withApi } from '@storefront/storybook/decorators/withApi';
import { ReviewsTestimonials } from './ReviewsTestimonials';

const meta = {
  title: 'Features/Content/ReviewsTestimonials',
  component: ReviewsTestimonials,
  decorators: [withApi],
  parameters: { msw: { handlers: createHandlers() } },
} satisfies Meta<typeof ReviewsTestimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('region', { name: 'Customer testimonials' })).toBeVisible();
    await expect(canvas.getByText('James P.')).toBeVisible();
    // The fixture's picture is not on the story's host: the initials stand in once it fails to load.
    await waitFor(() => expect(canvasElement.querySelector('article img')).toBeNull());
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.post('*/mobileapi/getreviews', () => delay('infinite')), ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading testimonials')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: createHandlers({ getReviews: { success: 'yes', results: reviews.filter((r) => r.stars <= 3) } }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Reviews Found')).toBeVisible();
  },
};
