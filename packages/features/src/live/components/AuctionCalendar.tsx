import { operationPath } from '@storefront/api-client';
import { useServerTimeReached } from '@storefront/api-client/realtime';
import { auctionEnd, isLive } from '@storefront/domain';
import { AddToCalendar } from '@storefront/ui';
import { useAuctionRegistration } from '../api/useAuctionRegistration';

export interface AuctionCalendarProps {
  auctionId: number;
  /** The live room's absolute address: where the calendar event takes place. */
  roomUrl: string;
}

/** A file name from the auction's title: 'northwest-live-bullion-coin-sale.ics'. */
const fileNameOf = (title: string) =>
  `${
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'live-auction'
  }.ics`;

/**
 * "Add to calendar" for a live auction not yet over: its start, its end (the last lot's close when later) and its live
 * room, as the server's .ics file (getAuctionCalendar) or Google's and Outlook's new-event pages.
 */
export function AuctionCalendar({ auctionId, roomUrl }: AuctionCalendarProps) {
  const details = useAuctionRegistration(auctionId).data;
  const auction = details?.auction_details;
  const end = auction ? auctionEnd({ ...auction, max_date_closed: details.min_max_date_closed.max_date_closed }) : 0;
  const over = useServerTimeReached(end);
  if (!auction || !isLive(auction.con_check) || auction.market_status !== 'open' || over) return null;
  const title = `${auction.title} (live auction)`;
  return (
    <AddToCalendar
      event={{ title, start: Date.parse(auction.date_added), end, url: roomUrl, details: auction.description ?? '' }}
      icsHref={operationPath('getAuctionCalendar', { auctionId })}
      icsFileName={fileNameOf(auction.title)}
    />
  );
}
