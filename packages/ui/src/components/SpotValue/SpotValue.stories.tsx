import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SpotValue } from './SpotValue';

const meta = {
  title: 'Components/Auction/SpotValue',
  component: SpotValue,
  args: {
    metal: 'gold',
    troyOunces: 1,
    spotCents: 265_012,
    priceCents: 280_000,
  },
} satisfies Meta<typeof SpotValue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 1 oz Gold Eagle bid at US $2,800.00 with gold at US $2,650.12. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Melt value' });
    await expect(section).toHaveTextContent('Melt valueUS $2,650.12');
    await expect(section).toHaveTextContent('Premium over spot+US $149.88 (+5.7%)');
    await expect(canvas.getByText('1 troy oz of gold at US $2,650.12 per troy oz spot.')).toBeVisible();
  },
};

/** The demo's random-walk prices are labelled, on the region's name and in the note. */
export const DemoPrices: Story = {
  args: { metal: 'silver', troyOunces: 0.7734, spotCents: 3_120, priceCents: 6_500, demo: true },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Melt value (demo prices)' });
    await expect(section).toHaveTextContent('US $24.13');
    await expect(section).toHaveTextContent('+US $40.87 (+169.4%)');
    await expect(
      canvas.getByText('0.7734 troy oz of silver at US $31.20 per troy oz spot (demo prices: not a market feed).'),
    ).toBeVisible();
  },
};

/** A price under the metal's worth shows a negative premium. */
export const BelowSpot: Story = {
  args: { metal: 'silver', troyOunces: 100, spotCents: 3_120, priceCents: 300_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-US $120.00 (-3.8%)')).toBeVisible();
  },
};

/** Before the first spot price arrives. */
export const Empty: Story = {
  args: { spotCents: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('-')).toHaveLength(2);
    await expect(canvas.getByText('1 troy oz of gold; waiting for the spot price.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Melt value' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('US $2,650.12', { exact: false })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone' } },
  args: { metal: 'platinum', troyOunces: 1, spotCents: 98_040, priceCents: 104_500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Melt value' })).toHaveTextContent('US $980.40');
  },
};
