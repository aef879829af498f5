import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, liveAuction, timedAuction } from '@storefront/api-client/msw';
import { expect, screen, within } from 'storybook/test';
import { withApiPlatform } from '@storefront/storybook/decorators/withApiPlatform';
import { useAuctionRegistration } from '../api/useAuctionRegistration';
import { afterTheSale, auctionHead, beforeTheSale } from '../stories/liveStoryData';
import { AuctionCalendar, type AuctionCalendarProps } from './AuctionCalendar';

/** Says when the auction has been read, so a story can tell "no control" from "not loaded yet". */
function AuctionRead({ auctionId }: { auctionId: number }) {
  const title = useAuctionRegistration(auctionId).data?.auction_details.title;
  return title ? <p>Read: {title}</p> : null;
}

const withReadMark = (args: AuctionCalendarProps) => (
  <>
    <AuctionCalendar {...args} />
    <AuctionRead auctionId={args.auctionId} />
  </>
);

const meta = {
  title: 'Features/Live/AuctionCalendar',
  component: AuctionCalendar,
  decorators: [withApiPlatform],
  args: { auctionId: liveAuction.id, roomUrl: `https://store.example.com/livelots/${liveAuction.id}/0` },
  parameters: {
    visual: { fullViewport: true },
    platform: { now: beforeTheSale },
    msw: {
      handlers: createHandlers({ getAuctionLotDetails: auctionHead({ isRegistered: 0, is_register_active: 0 }) }),
    },
  },
} satisfies Meta<typeof AuctionCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the sale: the server's .ics file named after the sale, and Google's link from its start to its end. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to calendar' }));
    const popover = await screen.findByRole('dialog', { name: 'Add to calendar' });
    const file = within(popover).getByRole('link', { name: /Download \.ics file/ });
    await expect(file).toHaveAttribute('href', `/calendar/${liveAuction.id}.ics`);
    await expect(file).toHaveAttribute('download', 'spring-bullion-live-auction.ics');
    const google = new URL(
      within(popover)
        .getByRole('link', { name: /Google Calendar/ })
        .getAttribute('href')!,
    );
    await expect(google.searchParams.get('dates')).toBe('20260601T170000Z/20260601T210000Z');
    await expect(google.searchParams.get('location')).toBe(`https://store.example.com/livelots/${liveAuction.id}/0`);
  },
};

/** Once the sale is over there is nothing to keep in a calendar. */
export const Ended: Story = {
  parameters: { platform: { now: afterTheSale } },
  render: withReadMark,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Read: ${liveAuction.title}`)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  },
};

/** A timed auction is no appointment: no calendar. */
export const Timed: Story = {
  args: { auctionId: timedAuction.id },
  parameters: {
    msw: {
      handlers: createHandlers({
        getAuctionLotDetails: {
          data: {
            auction_details: timedAuction,
            min_max_date_closed: {
              min_date_closed: timedAuction.date_closed,
              max_date_closed: timedAuction.date_closed,
            },
          },
        },
      }),
    },
  },
  render: withReadMark,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Read: ${timedAuction.title}`)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  },
};
