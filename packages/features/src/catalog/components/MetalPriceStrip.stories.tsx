import { metalsLivePriceKey } from '@storefront/api-client/realtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { expect } from 'storybook/test';
import { MetalPriceStrip } from './MetalPriceStrip';
import { failure, handlers, never } from './stories/handlers';
import { withStoryPlatform } from './stories/StoryPlatform';

/** Writes a metalsLivePrice message where the transport writes it. */
function LivePrice({ source }: { source: 'demo' | 'feed' }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.setQueryData(metalsLivePriceKey, {
      gold: 2341.1,
      silver: 29.3,
      platinum: 1009.75,
      palladium: null,
      source,
    });
  }, [queryClient, source]);
  return <MetalPriceStrip />;
}

const meta = {
  title: 'Features/Catalog/MetalPriceStrip',
  component: MetalPriceStrip,
  decorators: [withStoryPlatform],
  parameters: { msw: handlers() },
} satisfies Meta<typeof MetalPriceStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const metal of ['GOLD', 'SILVER', 'PLATINUM', 'PALLADIUM']) {
      await expect(await canvas.findByText(metal, { exact: true })).toBeVisible();
    }
    await expect(canvas.queryByText(/Demo prices/)).toBeNull();
  },
};

export const DemoFeed: Story = {
  render: () => <LivePrice source="demo" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('US $2,341.10')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Metal prices (demo prices)' })).toBeVisible();
    await expect(canvas.getByText('Demo prices: not a market feed.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: handlers({}, [never('getMetalPriceHistory')]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Metal prices' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  parameters: { msw: handlers({ getMetalPriceHistory: failure }) },
  play: async ({ canvas }) => {
    const strip = canvas.getByRole('region', { name: 'Metal prices' });
    await expect(await canvas.findAllByText('-')).toHaveLength(4);
    await expect(strip).not.toHaveAttribute('aria-busy');
  },
};
