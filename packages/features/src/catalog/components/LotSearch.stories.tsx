import type { Lot } from '@storefront/api-client';
import { LotCard, LotTable } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { LotSearch, type LotSearchProps } from './LotSearch';
import { failure, handlers, never } from './stories/handlers';
import { lotRoomsHeld, withLotRoomsRecorded } from './stories/recordLotRooms';
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
  title: 'Features/Catalog/LotSearch',
  component: LotSearch,
  decorators: [withStoryPlatform],
  render: (args) => <LotSearchWithQuery {...args} />,
  args: {
    query: { search: 'Morgan' },
    onQueryChange: fn(),
    renderLotCard: lotCard,
    renderLotTable: (table) => <LotTable {...table} />,
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

/** The lot ids the table links to, in its order. */
const lotIdsShown = (table: HTMLElement) =>
  [...table.querySelectorAll<HTMLAnchorElement>('a[href^="/timedlotView/"]')].map((link) =>
    Number(link.getAttribute('href')!.split('/')[3]),
  );

export const FollowsTheShownLotsRooms: Story = {
  args: { query: { view: 'list', limit: 3 } },
  decorators: [withLotRoomsRecorded],
  render: function SearchThatCanBeLeft(args) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(false)}>
          Leave the search
        </button>
        {open ? <LotSearchWithQuery {...args} /> : null}
      </>
    );
  },
  play: async ({ canvas, userEvent, step }) => {
    const shown = () => [...new Set(lotIdsShown(canvas.getByRole('table')))].sort((a, b) => a - b);
    await step('the page is in the room of each lot it shows, so their bids reach it', async () => {
      await canvas.findByRole('table');
      await waitFor(() => expect(shown().length).toBeGreaterThan(0));
      await waitFor(() => expect(lotRoomsHeld()).toEqual(shown()));
    });
    const firstPage = shown();
    await step('the rooms follow the list to the next page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(shown()).not.toEqual(firstPage));
      await waitFor(() => expect(lotRoomsHeld()).toEqual(shown()));
    });
    await step('leaving the search leaves every room', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Leave the search' }));
      await waitFor(() => expect(lotRoomsHeld()).toEqual([]));
    });
  },
};
