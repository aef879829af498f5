import type { Lot } from '@storefront/api-client';
import { LotCard, LotTable } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import type { ListingQuery } from '../state/listingQuery';
import { AuctionListing, type AuctionListingProps } from './AuctionListing';
import { failure, handlers, never } from './stories/handlers';
import { STORY_NOW, withStoryPlatform } from './stories/StoryPlatform';

/** The listing with its query held here, as the app holds it in the URL. */
function ListingWithQuery({ query: initial, onQueryChange, ...props }: AuctionListingProps) {
  const [query, setQuery] = useState(initial);
  return (
    <AuctionListing
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
  title: 'Features/Catalog/AuctionListing',
  component: AuctionListing,
  decorators: [withStoryPlatform],
  render: (args) => <ListingWithQuery {...args} />,
  args: {
    query: {} satisfies ListingQuery,
    onQueryChange: fn(),
    renderLotCard: lotCard,
    renderLotTable: (table) => <LotTable {...table} />,
    lotHref: (lot) => `/timedlotView/${lot.lotof}/${lot.id}/0`,
  },
  parameters: { msw: handlers() },
} satisfies Meta<typeof AuctionListing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const auctions = await canvas.findByRole('list', { name: 'Auctions' });
    await step('the open auctions show as cards with View Lots', async () => {
      await waitFor(() => expect(auctions.querySelectorAll('article')).toHaveLength(2));
      await expect(canvas.getByText('Showing 1–2 of 2 results')).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'View Lots', description: /Spring Bullion/ })).toHaveAttribute(
        'href',
        '/auction/101?page=1',
      );
    });
    await step('a filter goes back to page 1 with the Auction Type in the query', async () => {
      await userEvent.click(canvas.getAllByRole('radio', { name: 'Live' })[0]!);
      await expect(args.onQueryChange).toHaveBeenLastCalledWith({ timed_live: 'live' });
      await waitFor(() => expect(auctions.querySelectorAll('article')).toHaveLength(1));
    });
    await step('Sort By asks for Recent', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Sort By'), '2');
      await expect(args.onQueryChange).toHaveBeenLastCalledWith({ timed_live: 'live', orderby: 2 });
    });
  },
};

export const SearchMode: Story = {
  args: { query: { search: 'Morgan', view: 'list' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Lots found' });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'No. Of Bids' })).toBeVisible();
  },
};

/** Until the answer comes the count says so: not 'Showing 0 results', which a buyer reads as none. */
export const Loading: Story = {
  parameters: { msw: handlers({}, [never('listAuctions')]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Auctions' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading results…');
  },
};

export const Empty: Story = {
  parameters: { msw: handlers({ listAuctions: { data: [], count: 0 } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Products Found')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: handlers({ listAuctions: failure }) },
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByText('The auctions could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onQueryChange).not.toHaveBeenCalled();
  },
};
