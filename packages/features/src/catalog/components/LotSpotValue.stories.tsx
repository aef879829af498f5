import { goldEagle, morganDollar, pampBar } from '@storefront/api-client/msw';
import { metalsLivePriceKey } from '@storefront/api-client/realtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { expect } from 'storybook/test';
import { LotSpotValue, type LotSpotValueProps } from './LotSpotValue';
import { failure, handlers, never } from './stories/handlers';
import { withStoryPlatform } from './stories/StoryPlatform';

/** Writes a demo metalsLivePrice message where the transport writes it, then shows the lot's spot value. */
function WithLivePrice(props: LotSpotValueProps) {
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.setQueryData(metalsLivePriceKey, {
      gold: 2650.12,
      silver: 31.2,
      platinum: 980.4,
      palladium: 1010,
      source: 'demo',
    });
  }, [queryClient]);
  return <LotSpotValue {...props} />;
}

const meta = {
  title: 'Features/Catalog/LotSpotValue',
  component: LotSpotValue,
  decorators: [withStoryPlatform],
  args: { lot: goldEagle },
  parameters: { msw: handlers() },
} satisfies Meta<typeof LotSpotValue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first live price: the store's last daily price (US $2,341.10 gold), not labelled as demo. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'Melt value' });
    await expect(await canvas.findByText('US $2,341.10', { selector: 'dd' })).toBeVisible();
    await expect(section).toHaveTextContent('+US $8.90 (+0.4%)');
  },
};

/** The live demo prices: a Morgan dollar's 0.7734 oz of silver at US $31.20, labelled as demo prices. */
export const DemoPrices: Story = {
  args: { lot: morganDollar },
  render: (args) => <WithLivePrice {...args} />,
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'Melt value (demo prices)' });
    await expect(section).toHaveTextContent('Melt valueUS $24.13');
    await expect(
      canvas.getByText('0.7734 troy oz of silver at US $31.20 per troy oz spot (demo prices: not a market feed).'),
    ).toBeVisible();
  },
};

/** A lot whose metal or weight is not known shows nothing. */
export const Empty: Story = {
  args: { lot: pampBar },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: handlers({}, [never('getMetalPriceHistory')]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Melt value' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No price history and no live price yet: dashes and a plain word on what is missing. */
export const Error: Story = {
  parameters: { msw: handlers({ getMetalPriceHistory: failure }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 troy oz of gold; waiting for the spot price.')).toBeVisible();
    await expect(await canvas.findAllByText('-')).toHaveLength(2);
  },
};
