import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { MetalPrices, type MetalPricesProps } from './MetalPrices';
import { livePrices, nextLivePrices, thirtyDays } from './stories/prices';

const meta = {
  title: 'Components/Data display/MetalPrices',
  component: MetalPrices,
  args: {
    history: thirtyDays,
    prices: { gold: 2347.2, silver: 29.11, platinum: 1012.4, palladium: 969.8 },
  },
  argTypes: {
    mobileLayout: { control: 'inline-radio', options: ['grid', 'scroll'] },
  },
} satisfies Meta<typeof MetalPrices>;

export default meta;
type Story = StoryObj<typeof meta>;

const strip = (canvas: { getByRole: (role: 'region', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('region', { name: 'Metal prices' });
const itemOf = (root: HTMLElement, label: string) =>
  within(root).getByText(label, { exact: true }).closest('li') as HTMLElement;
const liveRegion = (root: HTMLElement) => root.querySelector('[aria-live="polite"]') as HTMLElement;

/** Prices against the previous close: gold and platinum up, silver unchanged, palladium down. */
export const Default: Story = {
  play: async ({ canvas, step }) => {
    const root = strip(canvas);
    const items = within(root).getAllByRole('listitem');
    await step('the four metals in the spec order', async () => {
      await expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
        'GOLD',
        'SILVER',
        'PLATINUM',
        'PALLADIUM',
      ]);
    });
    await step('price and change in words, not colour alone', async () => {
      await expect(itemOf(root, 'GOLD')).toHaveTextContent('GOLDUS $2,347.20Up +4.67 (+0.20%)');
      await expect(itemOf(root, 'SILVER')).toHaveTextContent('SILVERUS $29.11Unchanged');
      await expect(itemOf(root, 'PLATINUM')).toHaveTextContent('PLATINUMUS $1,012.40Up +7.85 (+0.78%)');
      await expect(itemOf(root, 'PALLADIUM')).toHaveTextContent('PALLADIUMUS $969.80Down -4.56 (-0.47%)');
      const spoken = within(itemOf(root, 'GOLD')).getByText('Up', { exact: false });
      await expect(spoken.getBoundingClientRect().width).toBeLessThanOrEqual(1);
      await expect(itemOf(root, 'PALLADIUM')).toHaveAttribute('data-direction', 'down');
    });
    await step('a sparkline of thirty days per metal, hidden from screen readers', async () => {
      for (const item of items) {
        const sparkline = item.querySelector('svg[data-points]');
        await expect(sparkline).toHaveAttribute('data-points', '30');
        await expect(sparkline).toHaveAttribute('aria-hidden', 'true');
      }
    });
    await expect(liveRegion(root)).toHaveTextContent('');
    await expect(root).not.toHaveAttribute('aria-busy');
  },
};

/** The API fixture's message: palladium has no price and shows '-'. */
export const MissingPrice: Story = {
  args: { prices: livePrices },
  play: async ({ canvas }) => {
    const root = strip(canvas);
    const palladium = itemOf(root, 'PALLADIUM');
    await expect(within(palladium).getByText('-')).toBeVisible();
    await expect(palladium).toHaveTextContent('PALLADIUM-price not available');
    await expect(palladium).toHaveAttribute('data-direction', 'none');
    await expect(palladium.querySelector('[data-arrow]')).toBeNull();
    await expect(itemOf(root, 'GOLD')).toHaveTextContent('US $2,341.10Down -1.43 (-0.06%)');
  },
};

/** Neither history nor a live message yet (or the call failed): every price shows '-'. */
export const Empty: Story = {
  args: { prices: null, history: [] },
  play: async ({ canvas }) => {
    const root = strip(canvas);
    await expect(within(root).getAllByText('-')).toHaveLength(4);
    await expect(within(root).getAllByText('price not available')).toHaveLength(4);
    await expect(root.querySelector('svg')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const root = strip(canvas);
    await expect(root).toHaveAttribute('aria-busy', 'true');
    await expect(within(root).getByText('Loading metal prices')).toBeInTheDocument();
    await expect(within(root).getByText('GOLD')).toBeVisible();
    await expect(within(root).queryByText(/US \$/)).toBeNull();
    await expect(root.querySelectorAll('[data-state="loading"]')).toHaveLength(4);
  },
};

function LiveFeed(props: MetalPricesProps) {
  const [prices, setPrices] = useState(props.prices);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <MetalPrices {...props} prices={prices} />
      <Button variant="secondary" onClick={() => setPrices(nextLivePrices)}>
        Receive metalsLivePrice
      </Button>
    </div>
  );
}

/** A metalsLivePrice message arrives: the moves are announced politely and focus stays where it was. */
export const LiveUpdate: Story = {
  args: { prices: livePrices },
  render: (args) => <LiveFeed {...args} />,
  play: async ({ canvas, userEvent }) => {
    const root = strip(canvas);
    const receive = canvas.getByRole('button', { name: 'Receive metalsLivePrice' });
    await expect(liveRegion(root)).toHaveTextContent('');
    await userEvent.click(receive);
    await expect(itemOf(root, 'GOLD')).toHaveTextContent('US $2,344.60');
    await expect(itemOf(root, 'PALLADIUM')).toHaveTextContent('US $971.40Down -2.96 (-0.30%)');
    await expect(liveRegion(root)).toHaveTextContent(
      'GOLD up to US $2,344.60. PLATINUM down to US $1,006.25. PALLADIUM US $971.40',
    );
    await expect(receive).toHaveFocus();
  },
};

/** On a small phone the four metals sit in a 2 x 2 grid. */
export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas }) => {
    const root = strip(canvas);
    const [gold, silver, platinum, palladium] = ['GOLD', 'SILVER', 'PLATINUM', 'PALLADIUM'].map((label) =>
      itemOf(root, label).getBoundingClientRect(),
    ) as [DOMRect, DOMRect, DOMRect, DOMRect];
    await expect(silver.top).toBe(gold.top);
    await expect(silver.left).toBeGreaterThan(gold.right);
    await expect(platinum.top).toBeGreaterThan(gold.bottom);
    await expect(palladium.left).toBe(silver.left);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The alternative phone layout: one row that scrolls sideways and can be reached with the keyboard. */
export const MobileScroll: Story = {
  args: { mobileLayout: 'scroll' },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const root = strip(canvas);
    const list = within(root).getByRole('list');
    const gold = itemOf(root, 'GOLD').getBoundingClientRect();
    const palladium = itemOf(root, 'PALLADIUM');
    await expect(palladium.getBoundingClientRect().top).toBe(gold.top);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.tab();
    await expect(list).toHaveFocus();
    list.scrollLeft = list.scrollWidth;
    await expect(palladium.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
  },
};
