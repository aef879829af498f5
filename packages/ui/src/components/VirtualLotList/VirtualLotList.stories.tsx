import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { fixedClock } from '../Countdown/stories/clock';
import { LotCard } from '../LotCard';
import { manyLots, type NumberedLot } from './stories/manyLots';
import { VirtualLotList } from './VirtualLotList';

const onOpen = fn();
const clock = fixedClock();

const gridCard = (lot: NumberedLot) => (
  <LotCard lot={lot} layout="grid" clock={clock} onPlaceBid={fn()} onOpen={() => onOpen(lot.sku)} />
);
const listCard = (lot: NumberedLot) => <LotCard lot={lot} layout="mobile" clock={clock} onPlaceBid={fn()} />;

const meta = {
  title: 'Components/Auction/VirtualLotList',
  component: VirtualLotList<NumberedLot>,
  args: {
    'aria-label': 'Lots of this auction',
    items: manyLots(20),
    getKey: (lot) => lot.id,
    renderItem: gridCard,
    estimateSize: 520,
    minItemWidth: 256,
  },
  argTypes: { items: { control: false }, renderItem: { control: false }, getKey: { control: false } },
} satisfies Meta<typeof VirtualLotList<NumberedLot>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A box the list scrolls itself in, as the live room gives its upcoming lots. */
const inBox =
  (height: number): Decorator =>
  (Story) => (
    <div style={{ height, padding: 16, boxSizing: 'border-box' }}>
      <Story />
    </div>
  );

const rendered = (list: HTMLElement) => list.querySelectorAll('[role="listitem"]').length;

/** The auction lots page: the page scrolls, the lots flow into as many columns as fit. */
export const Default: Story = {
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Lots of this auction' });
    const first = list.querySelector('[aria-posinset="1"]');
    await expect(first).toHaveAttribute('aria-posinset', '1');
    await expect(first).toHaveAttribute('aria-setsize', '20');
    // The list renders the rows it estimates first and the rest once it has measured them.
    await waitFor(() => expect(rendered(list)).toBe(20));
    await expect(canvas.getByRole('article', { name: /lot 1001/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /lot 1001/ }));
    await expect(onOpen).toHaveBeenLastCalledWith('1001');
  },
};

/** 2,000 lots, the spec's live request limit: a screenful is rendered, and the last lot is one scroll away. */
export const TwoThousandLots: Story = {
  args: { items: manyLots(2000), scroll: 'self' },
  decorators: [inBox(720)],
  play: async ({ canvas, step }) => {
    const list = canvas.getByRole('list', { name: 'Lots of this auction' });
    await step('only the lots near the screen are in the page', async () => {
      await expect(await canvas.findByRole('article', { name: /lot 1001/ })).toBeVisible();
      await expect(rendered(list)).toBeLessThan(60);
      await expect(list.querySelector('[aria-posinset="1"]')).toHaveAttribute('aria-setsize', '2000');
    });
    await step('scrolling to the end brings the last lot', async () => {
      list.scrollTop = list.scrollHeight;
      await waitFor(() => expect(canvas.getByRole('article', { name: /lot 3000/ })).toBeInTheDocument());
      await expect(canvas.queryByRole('article', { name: /lot 1001\)/ })).toBeNull();
      await expect(rendered(list)).toBeLessThan(60);
      list.scrollTop = 0;
      await waitFor(() => expect(canvas.getByRole('article', { name: /lot 1001/ })).toBeVisible());
    });
  },
};

/** Upcoming lots in a row that scrolls sideways; Tab walks into lots beyond the edge. */
export const Horizontal: Story = {
  args: { items: manyLots(2000), orientation: 'horizontal', estimateSize: 296, renderItem: gridCard },
  decorators: [
    (Story) => (
      <div style={{ height: 680, padding: 16, boxSizing: 'border-box', maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Lots of this auction' });
    await expect(rendered(list)).toBeLessThan(20);
    list.scrollLeft = 296 * 1500;
    await waitFor(() => expect(canvas.getByRole('article', { name: /lot 2501/ })).toBeInTheDocument());
    list.scrollLeft = 0;
    await waitFor(() => expect(canvas.getByRole('article', { name: /lot 1001/ })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: /lot 1001/ }));
    await expect(onOpen).toHaveBeenLastCalledWith('1001');
  },
};

/** On a phone one lot per row, in the compact card. */
export const Mobile: Story = {
  args: { items: manyLots(2000), renderItem: listCard, estimateSize: 200, scroll: 'self' },
  globals: { viewport: { value: 'smallPhone' } },
  decorators: [inBox(640)],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Lots of this auction' });
    // The rows come once the list has measured itself.
    await waitFor(() => expect(list.querySelector('[role="presentation"]')).not.toBeNull());
    const rows = list.querySelectorAll('[role="presentation"]');
    await expect(rows[0]?.querySelectorAll('[role="listitem"]').length).toBe(1);
    await expect(rendered(list)).toBeLessThan(20);
  },
};
