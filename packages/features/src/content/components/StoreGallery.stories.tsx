import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorResponse } from '@storefront/api-client';
import { createHandlers, storeDetails } from '@storefront/api-client/msw';
import { delay, http, HttpResponse } from 'msw';
import { IMAGE_UNAVAILABLE } from '@storefront/ui';
import { expect, waitFor } from 'storybook/test';
import { withApi } from '@storefront/storybook/decorators/withApi';
import { StoreGallery } from './StoreGallery';

const meta = {
  title: 'Features/Content/StoreGallery',
  component: StoreGallery,
  decorators: [withApi],
  parameters: { msw: { handlers: createHandlers() } },
} satisfies Meta<typeof StoreGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixtures' pictures are not on the story's host, so each shows the stand-in once it fails to load. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('img')).toHaveLength(storeDetails.banner_image_arr.length);
    await waitFor(() =>
      expect(canvas.getAllByRole('img', { name: IMAGE_UNAVAILABLE })).toHaveLength(
        storeDetails.banner_image_arr.length,
      ),
    );
    // Banners are wide: each picture stands whole in their proportions, not letterboxed in a 4:3 frame.
    for (const image of canvas.getAllByRole('img')) {
      const { width, height } = image.closest('[data-state]')?.getBoundingClientRect() ?? { width: 0, height: 1 };
      await expect(Math.round((width / height) * 100)).toBe(300);
    }
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.post('*/api/storeDetails', () => delay('infinite')), ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the gallery')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({
        getStoreDetails: { status: 'success', data: { ...storeDetails, banner_image_arr: [] } },
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Data Found')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({
        getStoreDetails: () => HttpResponse.json(errorResponse('The store is not available.'), { status: 503 }),
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The store is not available.');
  },
};
