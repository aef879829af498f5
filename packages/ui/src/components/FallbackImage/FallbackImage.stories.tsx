import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { ImageHostProvider } from '../ImageHostProvider';
import { brokenImage, goldEagleImage, morganDollarImage } from '../LotCard/stories/images';
import { storeLogo } from '../LotCard/stories/logo';
import { FallbackImage } from './FallbackImage';

const meta = {
  title: 'Components/Data display/FallbackImage',
  component: FallbackImage,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  args: { src: goldEagleImage, alt: '1 oz American Gold Eagle 2024 BU', fallbackSrc: storeLogo },
  argTypes: { ratio: { control: 'inline-radio', options: ['landscape', 'square', 'banner'] } },
} satisfies Meta<typeof FallbackImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: '1 oz American Gold Eagle 2024 BU' });
    await expect(image).toHaveAttribute('src', goldEagleImage);
    await expect(canvasElement.querySelector('[data-state="image"]')).not.toBeNull();
    const { width, height } = image.getBoundingClientRect();
    await expect(Math.round((width / height) * 100)).toBe(133);
  },
};

/** A store banner (a gallery picture) whole, in the home slider's proportions. */
export const Banner: Story = {
  args: { ratio: 'banner', alt: 'Live bullion auctions every week' },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-state]');
    const { width, height } = frame?.getBoundingClientRect() ?? { width: 0, height: 1 };
    await expect(Math.round((width / height) * 100)).toBe(300);
  },
};

export const BrokenImage: Story = {
  args: { src: brokenImage },
  play: async ({ canvas, canvasElement }) => {
    const fallback = await canvas.findByRole('img', { name: 'Image unavailable' });
    await expect(fallback).toHaveAttribute('src', storeLogo);
    await waitFor(() => expect((fallback as HTMLImageElement).complete).toBe(true));
    await expect(canvasElement.querySelector('[data-state="fallback"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { src: undefined, fallbackSrc: undefined, ratio: 'square' },
  play: async ({ canvas }) => {
    const mark = canvas.getByRole('img', { name: 'Image unavailable' });
    await expect(mark.tagName.toLowerCase()).toBe('svg');
    const { width, height } = mark.parentElement?.getBoundingClientRect() ?? { width: 0, height: 0 };
    await expect(Math.round(width)).toBe(Math.round(height));
  },
};

/** The API names pictures by file (`avatar`, `file_name`); the image host serves them under /uploads/product/. */
export const FromImageHost: Story = {
  args: { src: '1881-s-morgan-ms64-obverse.svg', alt: '1881-S Morgan Dollar MS-64 PCGS' },
  decorators: [
    (Story) => (
      <ImageHostProvider imageHost="">
        <Story />
      </ImageHostProvider>
    ),
  ],
  parameters: {
    msw: {
      handlers: [
        http.get(
          '/uploads/product/1881-s-morgan-ms64-obverse.svg',
          () =>
            new HttpResponse(decodeURIComponent(morganDollarImage.split(',')[1] ?? ''), {
              headers: { 'Content-Type': 'image/svg+xml' },
            }),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: '1881-S Morgan Dollar MS-64 PCGS' });
    await expect(image).toHaveAttribute('src', '/uploads/product/1881-s-morgan-ms64-obverse.svg');
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(canvasElement.querySelector('[data-state="image"]')).not.toBeNull();
  },
};
