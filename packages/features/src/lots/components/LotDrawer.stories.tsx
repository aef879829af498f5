import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, silverEagle } from '@storefront/api-client/msw';
import { bidLabels, centsFromDollars } from '@storefront/domain';
import { BidControl, FavouriteToggle } from '@storefront/ui';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, screen, within } from 'storybook/test';
import { withApiPlatform } from '@storefront/storybook/decorators/withApiPlatform';
import { LotDrawer } from './LotDrawer';

const details = '*/mobileapi/getprodetails';

const meta = {
  title: 'Features/Lots/LotDrawer',
  component: LotDrawer,
  decorators: [withApiPlatform],
  args: {
    lotId: silverEagle.id,
    onClose: fn(),
    favourite: (lot) => <FavouriteToggle pressed={lot.isFav === 1} />,
    bidBox: (lot) => (
      <BidControl
        variant="listing"
        submitLabel={bidLabels.placeMaximumBid}
        currentPriceCents={centsFromDollars(lot.wprice) ?? 0}
        minimumBidCents={centsFromDollars(lot.next_bid) ?? 0}
        loggedOut
      />
    ),
  },
  parameters: { visual: { fullViewport: true }, msw: { handlers: createHandlers() } },
} satisfies Meta<typeof LotDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lot from a listing: pictures, number, estimate, heart, description, bids, timer and the bid box. */
export const Default: Story = {
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: silverEagle.title });
    await expect(within(drawer).getByText(`Lot # ${silverEagle.sku}`)).toBeVisible();
    await expect(within(drawer).getByText(/^Estimate:/)).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Favorite' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: /\d+ Bids?$/ })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Login to Bid' })).toBeVisible();
  },
};

/** While the lot is read. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post(details, () => delay('infinite')), ...createHandlers()] } },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Lot' });
    await expect(within(drawer).getByRole('status')).toHaveTextContent('Loading lot…');
  },
};

/** A lot without an estimate or bids: the 100 to 1,000 default, and no description. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({
        getProductDetails: {
          success: 'yes',
          results: { ...silverEagle, lowest: 0, highest: 0, description: '', bid_count: 0, bidcnt: 0 },
          biddetails: { bidtopwinner: 0, bidtopstatus: '' },
        },
      }),
    },
  },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: silverEagle.title });
    await expect(within(drawer).getByText('Estimate: US $100.00 - US $1,000.00')).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: '0 Bids' })).toBeVisible();
  },
};

/** The lot could not be read: the server's words in the drawer, the page behind it untouched. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(details, () => HttpResponse.json({ status: 'no', message: 'No lot with this id.' }, { status: 404 })),
        ...createHandlers(),
      ],
    },
  },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Lot' });
    await expect(await within(drawer).findByRole('alert')).toHaveTextContent('No lot with this id.');
  },
};
