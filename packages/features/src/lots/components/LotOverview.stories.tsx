import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, silverEagle } from '@storefront/api-client/msw';
import { FavouriteToggle } from '@storefront/ui';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { withApiPlatform } from '@storefront/storybook/decorators/withApiPlatform';
import { LotOverview } from './LotOverview';
import { StoryBoundary } from './stories/StoryBoundary';

const details = '*/mobileapi/getprodetails';

const meta = {
  title: 'Features/Lots/LotOverview',
  component: LotOverview,
  decorators: [
    (Story) => (
      <StoryBoundary>
        <Story />
      </StoryBoundary>
    ),
    withApiPlatform,
  ],
  args: { lotId: silverEagle.id, favourite: <FavouriteToggle /> },
  parameters: { msw: { handlers: createHandlers() } },
} satisfies Meta<typeof LotOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lot's number, title, estimate, bids (opening the Bid History) and timer. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: silverEagle.title })).toBeVisible();
    await expect(canvas.getByText(`Lot # ${silverEagle.sku}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /\d+ Bids?$/ })).toBeVisible();
  },
};

/** A lot whose close late bids moved twice: the count beside the timer. */
export const Extended: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({
        getProductDetails: {
          success: 'yes',
          results: { ...silverEagle, extension_count: 2 },
          biddetails: { bidtopwinner: 0, bidtopstatus: '' },
        },
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Closing time extended 2 times by late bids')).toBeInTheDocument();
  },
};

/** While the lot is read. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post(details, () => delay('infinite')), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** A lot without an estimate or bids: the 100 to 1,000 default and '0 Bids'. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({
        getProductDetails: {
          success: 'yes',
          results: { ...silverEagle, lowest: 0, highest: 0, bid_count: 0, bidcnt: 0 },
          biddetails: { bidtopwinner: 0, bidtopstatus: '' },
        },
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('US $100.00 - US $1,000.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '0 Bids' })).toBeVisible();
  },
};

/** The lot could not be read. */
export const Error: Story = {
  parameters: {
    // React reports the refusal its error boundary catches and shows.
    expectedConsoleErrors: ['ApiRefusal: No lot with this id.'],
    msw: {
      handlers: [
        http.post(details, () => HttpResponse.json({ status: 'no', message: 'No lot with this id.' }, { status: 404 })),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No lot with this id.');
  },
};
