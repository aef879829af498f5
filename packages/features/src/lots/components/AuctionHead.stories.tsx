import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, timedAuction } from '@storefront/api-client/msw';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { withApiPlatform } from '@storefront/storybook/decorators/withApiPlatform';
import { AuctionHead } from './AuctionHead';
import { StoryBoundary } from './stories/StoryBoundary';

const details = '*/mobileapi/getauctionlotdetails';

const meta = {
  title: 'Features/Lots/AuctionHead',
  component: AuctionHead,
  decorators: [
    (Story) => (
      <StoryBoundary>
        <Story />
      </StoryBoundary>
    ),
    withApiPlatform,
  ],
  args: { auctionId: timedAuction.id },
  parameters: { msw: { handlers: createHandlers() } },
} satisfies Meta<typeof AuctionHead>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A closed timed auction: 'Auction Closed', Total Items, New York dates labelled with their zone, the start in the
 * buyer's own time (the stories' browser is in UTC), and the description behind Show More.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: timedAuction.title })).toBeVisible();
    await expect(canvas.getByText('Auction Closed')).toBeVisible();
    await expect(canvas.getByText('Auction ID: 102')).toBeVisible();
    await expect(canvas.getByText('Last Item Approx Ends On')).toBeVisible();
    await expect(canvas.getByText('06/03/2026 11:00 PM EDT')).toBeVisible();
    await expect(canvas.getByText('Your Time')).toBeVisible();
    await expect(canvas.getByText('Certified Morgan dollars, Sain…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await expect(canvas.getByText(timedAuction.description!)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** While the auction is read. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post(details, () => delay('infinite')), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** An auction without a description: no Show More. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({
        getAuctionLotDetails: {
          data: {
            auction_details: { ...timedAuction, description: '' },
            min_max_date_closed: {
              min_date_closed: timedAuction.date_closed,
              max_date_closed: timedAuction.date_closed,
            },
          },
        },
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: timedAuction.title })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show More' })).toBeNull();
  },
};

/** The server could not read the auction. */
export const Error: Story = {
  parameters: {
    // React reports the refusal its error boundary catches and shows.
    expectedConsoleErrors: ['ApiRefusal: Auction not found.'],
    msw: {
      handlers: [
        http.post(details, () => HttpResponse.json({ status: 'no', message: 'Auction not found.' }, { status: 404 })),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Auction not found.');
  },
};
