import type { Lot } from '@storefront/api-client';
import { LotCard } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { LotSearch, type LotSearchProps } from './LotSearch';
import { failure, handlers, never } from './stories/handlers';
import { STORY_NOW, withStoryPlatform } from './stories/StoryPlatform';

/** The lot search with its query held here, as the app holds it in the URL. */
function LotSearchWithQuery({ query: initial, onQueryChange, ...props }: LotSearchProps) {
  const [query, setQuery] = useState(initial);
  return (
    <LotSearch
      {...props}
      query={query}
      onQueryChange={(...change) => {
        onQueryChange(...change);
        setQuery(change[0]);
      }}
    />
  );
}

const lotCard = (lot: Lot) => <LotCard lot={lot} now={STORY_NOW} loggedIn={false} onPlaceBid={fn()} onLogin={fn()} />;

const meta = {
  title: 'Catalog/LotSearch',
  component: LotSearch,
  decorators: [withStoryPlatform],
  render: (args) => <LotSearchWithQuery {...args} />,
  args: {
    query: { search: 'Morgan' },
    onQueryChange: fn(),
    renderLotCard: lotCard,
    lotHref: (lot) => `/timedlotView/${lot.lotof}/${lot.id}/0`,
  },
  parameters: { msw: handlers() },
} satisfies Meta<typeof LotSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const lots = await canvas.findByRole('list', { name: 'Lots' });
    await step('the lots holding the words show as cards, without Sort By', async () => {
      await waitFor(() => expect(lots.querySelectorAll('article').length).toBeGreaterThan(0));
      await expect(canvas.queryByLabelText('Sort By')).toBeNull();
    });
    await step('a condition goes back to page 1 and keeps the words', async () => {
      await userEvent.click(canvas.getAllByRole('checkbox', { name: 'Used' })[0]!);
      await expect(args.onQueryChange).toHaveBeenLastCalledWith({ search: 'Morgan', conditions: ['used'] });
    });
    await step('the price range needs both values', async () => {
      await userEvent.type(canvas.getAllByLabelText('From')[0]!, '50');
      await userEvent.click(canvas.getAllByRole('button', { name: 'Apply' })[0]!);
      await expect(canvas.getAllByText('Please Enter Both Values')[0]).toBeVisible();
    });
  },
};

export const Loading: Story = {
  parameters: { msw: handlers({}, [never('searchLots')]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Lots' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { query: { search: 'no lot is called this' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Products Found')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: handlers({ searchLots: failure }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The lots could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
