import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DashboardLot } from '@storefront/api-client';
import { createHandlers, dashboardRows, demoBuyer } from '@storefront/api-client/msw';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { withApi } from '@storefront/storybook/decorators/withApi';
import { answersFrom, paidWonRow, storyHrefs, storyRows } from './dashboardStoryRows';
import { WonAuctions } from './WonAuctions';

const noLots = { bidactive: [], bidwon: [], bidlost: [], buynow: [], watchlist: [] };

/** Twelve won lots: two pages of ten. */
const manyWon: DashboardLot[] = Array.from({ length: 12 }, (_, index) => ({
  ...(index % 2 === 0 ? dashboardRows.bidwon[0]! : paidWonRow),
  id: 3100 + index,
  sku: String(400 + index),
  title: `${index % 2 === 0 ? '10 oz Silver Bar' : '1 oz Gold Eagle'} no. ${index + 1}`,
}));

const meta = {
  title: 'Features/Dashboard/WonAuctions',
  component: WonAuctions,
  decorators: [withApi],
  args: { buyerId: demoBuyer.id, hrefs: storyHrefs },
  parameters: { msw: { handlers: answersFrom(storyRows) } },
} satisfies Meta<typeof WonAuctions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const won = await canvas.findByRole('list', { name: 'Won Lots' });
    await expect(within(won).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(won).getByText('Added To Checkout')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Checkout (1)' })).toHaveAttribute(
      'href',
      '/Checkout?id=5001',
    );
  },
};

/** Ten a page; the next page through the pagination. */
export const Paged: Story = {
  parameters: { msw: { handlers: answersFrom({ ...noLots, bidwon: manyWon }) } },
  play: async ({ canvas, userEvent }) => {
    const won = await canvas.findByRole('list', { name: 'Won Lots' });
    await expect(within(won).getAllByRole('listitem')).toHaveLength(10);
    const pages = canvas.getByRole('navigation', { name: 'Won Lots pages' });
    await userEvent.click(within(pages).getAllByRole('button', { name: 'Page 2' })[0]!);
    await expect(await canvas.findByRole('heading', { name: '1 oz Gold Eagle no. 12' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: answersFrom(noLots) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Auction Found')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.post('*/mobileapi/buyerDashboard', () => delay('infinite')), ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading Won Lots')).toBeInTheDocument();
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
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The request was refused.');
  },
};
