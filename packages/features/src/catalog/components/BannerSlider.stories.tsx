import { ImageHostProvider } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { BannerSlider } from './BannerSlider';
import { failure, handlers, never } from './stories/handlers';
import { withStoryPlatform } from './stories/StoryPlatform';

const settled = (root: HTMLElement) => waitFor(() => expect(root.querySelector('[aria-busy="true"]')).toBeNull());

/** A banner picture as the image host serves it, so the slide shows a picture rather than a broken image. */
const bannerPicture = http.get(
  '/uploads/product/:file',
  () =>
    new HttpResponse(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400"><rect width="1200" height="400" fill="#0f1f3d"/><circle cx="900" cy="200" r="120" fill="#c9a227"/><text x="80" y="215" font-size="56" fill="#f5e6b3" font-family="serif">Weekly bullion auctions</text></svg>',
      { headers: { 'Content-Type': 'image/svg+xml' } },
    ),
);

const meta = {
  title: 'Features/Catalog/BannerSlider',
  component: BannerSlider,
  decorators: [
    (Story) => (
      <ImageHostProvider imageHost="">
        <Story />
      </ImageHostProvider>
    ),
    withStoryPlatform,
  ],
  args: { storeName: 'Bullion & Coin Auctions' },
  parameters: { msw: handlers({}, [bannerPicture]) },
} satisfies Meta<typeof BannerSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('region', { name: 'Store banners' });
    const first = canvas.getByRole('img', { name: 'Bullion & Coin Auctions, banner 1 of 2' });
    await waitFor(() => expect((first as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    // The carousel's buttons wait for its first painted frame, when its slides are measured.
    const stop = await canvas.findByRole('button', { name: 'Stop automatic slide show' }, { timeout: 3000 });
    await userEvent.click(stop);
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: handlers({}, [never('getStoreDetails')]) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const Empty: Story = {
  parameters: {
    msw: handlers({
      getStoreDetails: {
        status: 'success',
        data: {
          banner_image_arr: [],
          terms_condition: '',
          parent_cat: [],
          sub_cat: [],
          store_configuration: { ach_transaction_fee: 0, transaction_fee_changes: 0 },
        },
      },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Store banners' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: handlers({ getStoreDetails: failure }) },
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Store banners' })).toBeNull();
  },
};
