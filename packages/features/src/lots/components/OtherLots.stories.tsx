import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, goldEagle, pampBar, silverEagle } from '@storefront/api-client/msw';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { withApiPlatform } from '@storefront/storybook/decorators/withApiPlatform';
import { OtherLots } from './OtherLots';

const lotSearch = '*/api/lotSearch';

const meta = {
  title: 'Features/Lots/OtherLots',
  component: OtherLots,
  decorators: [withApiPlatform],
  args: {
    lotId: silverEagle.id,
    auctionId: silverEagle.lotof,
    userid: 0,
    hrefForLot: (lot) => `/timedlotView/${lot.lotof}/${lot.id}/0`,
  },
  parameters: { msw: { handlers: createHandlers() } },
} satisfies Meta<typeof OtherLots>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The auction's other lots, each a link to its own page; the lot shown is left out. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const carousel = await canvas.findByRole('region', { name: 'Other lots' });
    const links = within(carousel).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(links.every((link) => !link.getAttribute('href')?.endsWith(`/${silverEagle.id}/0`))).toBe(true);
  },
};

/** A lot that has closed says so: its 'Sold' chip and 'Sold Price', not what reads as a price still open to bids. */
export const WithFinishedLots: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({
        searchAuctionLots: {
          status: 'success',
          response: {
            results: [
              silverEagle,
              { ...pampBar, market_status: 'sold', wprice: 2410 },
              { ...goldEagle, market_status: 'open' },
            ],
            total_results: 3,
          },
        },
      }),
    },
  },
  play: async ({ canvas }) => {
    const carousel = await canvas.findByRole('region', { name: 'Other lots' });
    const sold = within(carousel).getByRole('group', { name: pampBar.title });
    await expect(within(sold).getByText('Sold', { exact: true })).toBeVisible();
    await expect(within(sold).getByRole('link')).toHaveTextContent('Sold Price US $2,410.00');
    const open = within(carousel).getByRole('group', { name: goldEagle.title });
    await expect(within(open).getByText('Current Bid')).toBeVisible();
    await expect(within(open).queryByText('Sold', { exact: true })).toBeNull();
  },
};

/** While the lots are read nothing is shown, so the page does not jump. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post(lotSearch, () => delay('infinite')), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Other Lots' })).toBeNull();
  },
};

/** An auction of one lot has no others to show. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({
        searchAuctionLots: { status: 'success', response: { results: [silverEagle], total_results: 1 } },
      }),
    },
  },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('heading', { name: 'Other Lots' })).toBeNull();
  },
};

/** A failed read leaves the section out; the lot page stands on its own. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(lotSearch, () => HttpResponse.json({ status: 'no', message: 'Server error.' }, { status: 500 })),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('heading', { name: 'Other Lots' })).toBeNull();
  },
};
