import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, demoBuyer } from '@storefront/api-client/msw';
import { focusManager } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withApi } from '@storefront/storybook/decorators/withApi';
import { cuesMoreAt, inRowView } from '@storefront/storybook/expectations/scrollingRow';
import { BuyerDashboard } from './BuyerDashboard';
import { answersFrom, storyHrefs as hrefs, storyRows } from './dashboardStoryRows';

const meta = {
  title: 'Features/Dashboard/BuyerDashboard',
  component: BuyerDashboard,
  decorators: [withApi],
  args: { buyerId: demoBuyer.id, hrefs, renderRetract: fn(() => null) },
  parameters: { msw: { handlers: answersFrom(storyRows) } },
} satisfies Meta<typeof BuyerDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const lotRow = (canvas: ReturnType<typeof within>, listName: string, title: string) =>
  within(canvas.getByRole('list', { name: listName }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: title }))!;

/** Active Lots: Winning where the buyer leads, Losing where another does; the buyer's maximum and the room left. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Active Lots' });
    const leading = lotRow(canvas, 'Active Lots', '1893-S Morgan Silver Dollar PCGS VF20');
    await expect(within(leading).getByText('Winning', { exact: true })).toBeVisible();
    await expect(within(leading).getByText('US $4,800.00')).toBeVisible();
    await expect(within(leading).getByText('Room To Your Maximum')).toBeVisible();
    await expect(within(leading).getByText('US $450.00')).toBeVisible();
    const outbid = lotRow(canvas, 'Active Lots', '1907 $20 Saint-Gaudens Double Eagle NGC MS63');
    await expect(within(outbid).getByText('Losing', { exact: true })).toBeVisible();
    const checkout = await canvas.findByRole('link', { name: 'Checkout (1)' });
    await expect(checkout).toHaveAttribute('href', '/Checkout?id=5001');
  },
};

/**
 * Won Lots: 'Added To Checkout' until paid, then the invoice. Beside the Sold Price the buyer's own maximum, not the
 * price their bid went in at (which read as less than they pay).
 */
export const WonLots: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Won Lots' }));
    await canvas.findByRole('list', { name: 'Won Lots' });
    const unpaid = lotRow(canvas, 'Won Lots', '10 oz Johnson Matthey Silver Bar, vintage poured');
    await expect(within(unpaid).getByText('Added To Checkout')).toBeVisible();
    const paid = lotRow(canvas, 'Won Lots', '2024 American Gold Eagle 1 oz BU');
    await expect(within(paid).queryByText('Added To Checkout')).toBeNull();
    await expect(within(paid).getByText('Sold Price')).toBeVisible();
    await expect(within(paid).getByText('Your Maximum Bid').nextElementSibling).toHaveTextContent('US $2,550.00');
    await expect(within(paid).queryByText('Your Bid')).toBeNull();
    await expect(
      within(paid).getByRole('link', { name: 'Invoice for 2024 American Gold Eagle 1 oz BU' }),
    ).toHaveAttribute('href', '/Invoice/4907');
  },
};

/**
 * The tabs answer the arrow keys. A lot sold to another buyer and one closed without a sale both show the price the
 * hammer fell at as Sold Price (spec: Sold Price when sold or unsold), never a Current Bid.
 */
export const LostLots: Story = {
  play: async ({ canvas, userEvent }) => {
    (await canvas.findByRole('tab', { name: 'Active Lots' })).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Lost Lots', selected: true })).toBeVisible();
    const lost = await canvas.findByRole('list', { name: 'Lost Lots' });
    await expect(within(lost).getAllByText('Lost', { exact: true })[0]).toBeVisible();
    const sold = lotRow(canvas, 'Lost Lots', '1881-CC Morgan Silver Dollar NGC MS64');
    await expect(within(sold).getByText('Sold Price')).toBeVisible();
    const closed = lotRow(canvas, 'Lost Lots', '1909-S VDB Lincoln Cent PCGS VF30');
    await expect(within(closed).getByText('Sold Price')).toBeVisible();
    await expect(within(closed).queryByText('Current Bid')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: answersFrom({ bidactive: [], bidwon: [], bidlost: [], buynow: [], watchlist: [] }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Auction Found')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Checkout/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.post('*/mobileapi/buyerDashboard', () => delay('infinite')), ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading Active Lots')).toBeInTheDocument();
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

/** While the story's network is down, every read of the lists fails as a dropped connection does. */
const network = { down: false, failedReads: 0 };

/** A list read again while the network is down keeps its rows (the connection banner says prices are paused). */
export const ReadAgainFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/mobileapi/buyerDashboard', () => {
          if (!network.down) return undefined;
          network.failedReads += 1;
          return HttpResponse.error();
        }),
        ...answersFrom(storyRows),
      ],
    },
  },
  play: async ({ canvas }) => {
    Object.assign(network, { down: false, failedReads: 0 });
    await canvas.findByRole('list', { name: 'Active Lots' });
    network.down = true;
    // The buyer comes back to the tab: the lists are read again, and those reads fail.
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    try {
      await waitFor(() => expect(network.failedReads).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(canvas.queryByRole('alert')).toBeNull();
      await expect(canvas.getByRole('heading', { name: '1893-S Morgan Silver Dollar PCGS VF20' })).toBeVisible();
    } finally {
      network.down = false;
      focusManager.setFocused(undefined);
    }
  },
};

/** On a phone the tabs do not fit: the row scrolls, and fades where more tabs are hidden. */
export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone' } },
  play: async ({ canvas }) => {
    const leading = await canvas.findByRole('heading', { name: '1893-S Morgan Silver Dollar PCGS VF20' });
    await expect(leading).toBeVisible();
    const tabs = canvas.getByRole('tablist', { name: 'Dashboard lists' });
    await expect(inRowView(canvas.getByRole('tab', { name: 'Active Lots', selected: true }), tabs)).toBe(true);
    await expect(inRowView(canvas.getByRole('tab', { name: 'Watchlist' }), tabs)).toBe(false);
    await cuesMoreAt(tabs, 'end');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Opened on the last tab, the row starts scrolled to it; the arrow keys bring the first back into view. */
export const MobileWatchlist: Story = {
  globals: { viewport: { value: 'smallPhone' } },
  args: { defaultList: 'watchlist' },
  play: async ({ canvas, userEvent }) => {
    const tabs = canvas.getByRole('tablist', { name: 'Dashboard lists' });
    const watchlist = canvas.getByRole('tab', { name: 'Watchlist', selected: true });
    // The row is scrolled to the selected tab once it is laid out.
    await waitFor(() => expect(inRowView(watchlist, tabs)).toBe(true));
    await cuesMoreAt(tabs, 'start');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    watchlist.focus();
    await userEvent.keyboard('{ArrowRight}');
    const active = canvas.getByRole('tab', { name: 'Active Lots', selected: true });
    await expect(active).toHaveFocus();
    await waitFor(() => expect(inRowView(active, tabs)).toBe(true));
    await cuesMoreAt(tabs, 'end');
    await expect(await canvas.findByRole('list', { name: 'Active Lots' })).toBeVisible();
  },
};
