import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Gallery } from './Gallery';
import { americanGoldEagle, brokenImage, morganDollar, silverBar } from './stories/bullionImages';
import { imagesSettled } from './stories/imagesSettled';

const eagle = '1 oz American Gold Eagle 2024 BU';
const eagleImages = [
  { src: americanGoldEagle.obverse, alt: `${eagle}, obverse` },
  { src: americanGoldEagle.reverse, alt: `${eagle}, reverse` },
  { src: americanGoldEagle.edge, alt: `${eagle}, edge` },
  { src: americanGoldEagle.slab, alt: `${eagle}, graded holder` },
];

const meta = {
  title: 'Components/Data display/Gallery',
  component: Gallery,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: { images: eagleImages, onValueChange: fn() },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainImage = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-zoomable]');

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    await imagesSettled(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(4);
    await expect(canvas.getByRole('tabpanel')).toContainElement(canvas.getByRole('img', { name: `${eagle}, obverse` }));

    await step('arrow keys move the focus without changing the image', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tab', { name: `${eagle}, obverse` })).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: `${eagle}, reverse` })).toHaveFocus();
      await expect(args.onValueChange).not.toHaveBeenCalled();
      await expect(canvas.getByRole('tab', { name: `${eagle}, obverse` })).toHaveAttribute('aria-selected', 'true');
    });

    await step('Enter shows the focused image', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
      await expect(canvas.getByRole('tab', { name: `${eagle}, reverse` })).toHaveAttribute('data-state', 'active');
      await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(`${eagle}, reverse`);
    });

    await step('End and Space pick the last image; arrows wrap around', async () => {
      await userEvent.keyboard('{End}');
      await expect(canvas.getByRole('tab', { name: `${eagle}, graded holder` })).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: `${eagle}, obverse` })).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await userEvent.keyboard(' ');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
      await expect(canvas.getByRole('img', { name: `${eagle}, graded holder` })).toBeVisible();
    });

    await step('Tab leaves the thumbnails from the selected one', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tab', { name: `${eagle}, graded holder` })).not.toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('tab', { name: `${eagle}, graded holder` })).toHaveFocus();
    });
    await imagesSettled(canvasElement);
  },
};

export const HoverZoom: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await imagesSettled(canvasElement);
    const stage = mainImage(canvasElement);
    if (!stage) throw new Error('no main image');
    const image = stage.querySelector('img');
    if (!image) throw new Error('no image in the stage');
    await expect(getComputedStyle(image).transform).toBe('none');

    const rect = image.getBoundingClientRect();
    await userEvent.pointer({
      target: stage,
      coords: { clientX: rect.left + rect.width * 0.75, clientY: rect.top + rect.height * 0.25 },
    });
    await expect(stage).toHaveAttribute('data-state', 'zoomed');
    const [originX = '', originY = ''] = getComputedStyle(image).transformOrigin.split(' ');
    await expect(parseFloat(originX)).toBeCloseTo(rect.width * 0.75, 1);
    await expect(parseFloat(originY)).toBeCloseTo(rect.height * 0.25, 1);
    await expect(getComputedStyle(image).transform).not.toBe('none');

    await userEvent.unhover(stage);
    await expect(stage).toHaveAttribute('data-state', 'idle');
    await expect(getComputedStyle(image).transform).toBe('none');

    await userEvent.pointer({
      target: stage,
      coords: { clientX: rect.left + rect.width * 0.3, clientY: rect.top + rect.height * 0.6 },
    });
    await expect(stage).toHaveAttribute('data-state', 'zoomed');
  },
};

export const Controlled: Story = {
  args: { value: 1 },
  render: function ControlledGallery(args) {
    const [value, setValue] = useState(args.value ?? 0);
    return (
      <Gallery
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await imagesSettled(canvasElement);
    await expect(canvas.getByRole('tab', { name: `${eagle}, reverse` })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: `${eagle}, edge` }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(`${eagle}, edge`);
    await userEvent.click(canvas.getByRole('tab', { name: `${eagle}, edge` }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await imagesSettled(canvasElement);
  },
};

const morgan = '1881-S Morgan Dollar MS-64';

export const BrokenImage: Story = {
  args: {
    images: [
      { src: brokenImage, alt: `${morgan}, obverse` },
      { src: morganDollar.reverse, alt: `${morgan}, reverse` },
    ],
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const placeholder = await canvas.findByRole('img', { name: `${morgan}, obverse` });
    await expect(placeholder).toHaveAttribute('data-state', 'fallback');
    await expect(mainImage(canvasElement)).toHaveAttribute('data-zoomable', 'false');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: `${morgan}, obverse` }).querySelector('img')).toBeNull(),
    );

    await userEvent.click(canvas.getByRole('tab', { name: `${morgan}, reverse` }));
    const reverse = canvas.getByRole('img', { name: `${morgan}, reverse` });
    await expect(reverse.tagName).toBe('IMG');

    await userEvent.click(canvas.getByRole('tab', { name: `${morgan}, obverse` }));
    await expect(canvas.getByRole('img', { name: `${morgan}, obverse` })).toHaveAttribute('data-state', 'fallback');
    await imagesSettled(canvasElement);
  },
};

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
    const placeholder = canvas.getByRole('img', { name: 'No image available' });
    await expect(placeholder).toHaveAttribute('data-state', 'fallback');
    const stage = mainImage(canvasElement);
    if (!stage) throw new Error('no main image');
    await userEvent.pointer({ target: stage, coords: { clientX: 100, clientY: 100 } });
    await expect(stage).toHaveAttribute('data-state', 'idle');
  },
};

export const SingleImage: Story = {
  args: { images: [{ src: silverBar, alt: '10 oz Silver Bar — Royal Canadian Mint' }] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await imagesSettled(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('tabpanel')).toBeNull();
    const image = canvas.getByRole('img', { name: '10 oz Silver Bar — Royal Canadian Mint' });
    const stage = mainImage(canvasElement);
    if (!stage) throw new Error('no main image');
    await userEvent.pointer({ target: stage, coords: { clientX: 200, clientY: 200 } });
    await expect(stage).toHaveAttribute('data-state', 'zoomed');
    await expect(getComputedStyle(image).transform).not.toBe('none');
    await userEvent.unhover(stage);
    await expect(getComputedStyle(image).transform).toBe('none');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await imagesSettled(canvasElement);
    const stage = mainImage(canvasElement);
    const image = stage?.querySelector('img');
    if (!stage || !image) throw new Error('no main image');
    await userEvent.pointer({ target: stage, coords: { clientX: 120, clientY: 120 } });
    await expect(getComputedStyle(image).transform).toBe('none');
    await userEvent.unhover(stage);

    await userEvent.click(canvas.getByRole('tab', { name: `${eagle}, graded holder` }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(`${eagle}, graded holder`);
    await imagesSettled(canvasElement);
  },
};
