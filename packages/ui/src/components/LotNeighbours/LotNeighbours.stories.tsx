import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { navigate, recordLinks } from '../LinkProvider/stories/recordLinks';
import { LotNeighbours } from './LotNeighbours';

const meta = {
  title: 'Components/Auction/LotNeighbours',
  component: LotNeighbours,
  args: { previousHref: '/timedlotView/3/9001/0?page=1', nextHref: '/timedlotView/3/9003/0?page=2' },
  decorators: [recordLinks],
} satisfies Meta<typeof LotNeighbours>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Other lots of this auction' });
    await expect(nav).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Next Lot' }));
    await expect(navigate).toHaveBeenLastCalledWith('/timedlotView/3/9003/0?page=2');
    await userEvent.click(canvas.getByRole('link', { name: 'Previous Lot' }));
    await expect(navigate).toHaveBeenLastCalledWith('/timedlotView/3/9001/0?page=1');
  },
};

export const FirstLot: Story = {
  args: { previousHref: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Previous Lot' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Next Lot' })).toBeVisible();
  },
};

export const LastLot: Story = {
  args: { nextHref: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Previous Lot' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Next Lot' })).toBeNull();
  },
};

export const OnlyLot: Story = {
  args: { previousHref: null, nextHref: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav')).toBeNull();
  },
};
