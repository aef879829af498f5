import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DashboardLot } from '@storefront/api-client';
import { createHandlers, dashboardRows } from '@storefront/api-client/msw';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { withApi } from '@storefront/storybook/decorators/withApi';
import { FavouritesList } from './FavouritesList';

const favouriteLots: DashboardLot[] = [
  ...dashboardRows.bidactive,
  {
    ...dashboardRows.bidactive[0]!,
    id: 2003,
    sku: '118',
    title: '2023 Canadian Silver Maple Leaf 1 oz BU',
    wprice: 38,
    latestbid: 38,
    avatar: 'maple-leaf-obverse.jpg',
  },
];

/** Favourites that a removal really removes, so the list read again after it is shorter. */
function favouritesHandlers(initial: readonly DashboardLot[]) {
  let lots = [...initial];
  return createHandlers({
    buyerDashboard: ({ body }) => ({
      success: 'yes',
      results:
        body.status === 'watchlist' ? lots.slice((body.page - 1) * body.sh_limit, body.page * body.sh_limit) : [],
      total_pagecnt: Math.ceil(lots.length / body.sh_limit),
    }),
    removeFromWatchlist: ({ body }) => {
      lots = lots.filter((lot) => lot.id !== body.id);
      return { success: 'yes' };
    },
  });
}

const meta = {
  title: 'Features/Favourites/FavouritesList',
  component: FavouritesList,
  decorators: [withApi],
  args: { buyerId: 7, lotHref: (lot: DashboardLot) => `/timedlotView/${lot.lotof}/${lot.id}/7` },
  parameters: { msw: { handlers: favouritesHandlers(favouriteLots) } },
} satisfies Meta<typeof FavouritesList>;

export default meta;
type Story = StoryObj<typeof meta>;

const notifications = () => within(document.body).getByRole('region', { name: 'Notifications' });

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Favourite lots' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByRole('link', { name: '2023 Canadian Silver Maple Leaf 1 oz BU' })).toHaveAttribute(
      'href',
      '/timedlotView/102/2003/7',
    );
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      `Lot #${dashboardRows.bidactive[0]!.sku} · ${dashboardRows.bidactive[0]!.auctionlot_title}`,
    );
  },
};

/** Removing the last favourite: the spec's message, then 'No Favorites found'. */
export const Removes: Story = {
  parameters: { msw: { handlers: favouritesHandlers(favouriteLots.slice(0, 1)) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove 1893-S Morgan Silver Dollar PCGS VF20' }));
    await expect(await within(notifications()).findByText('Product Removed from Favorites Successfully')).toBeVisible();
    await expect(await canvas.findByText('No Favorites found')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: favouritesHandlers([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Favorites found')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.post('*/mobileapi/buyerDashboard', () => delay('infinite')), ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading favourites')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/mobileapi/buyerDashboard', () =>
          HttpResponse.json({ success: 'no', results: [], total_pagecnt: 0 }),
        ),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Favourite lots' })).toBeVisible();
  },
};
