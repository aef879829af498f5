import { auctionEnd, liveRoomPath } from '@storefront/domain';
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import { auctionViews } from '../catalog/auctionView';
import { notFound } from '../http/errors';
import type { OperationHandler } from '../http/operationTypes';
import { shortDescription } from '../routes/metadata/shortDescription';

/** How long before a live auction opens the calendar reminds the buyer. */
export const CALENDAR_REMINDER_MINUTES = 15;
export const NO_LIVE_AUCTION = 'No live auction has this id.';

/**
 * A live auction as an iCalendar file (RFC 5545, via ical-generator): one event from the sale's start to its end (its
 * last lot's close when later), located at its live room's public address, with a reminder before it opens. The uid
 * is the auction's on this store's host, so importing it again updates the same event.
 */
export const getAuctionCalendar: OperationHandler<'getAuctionCalendar'> = async ({ params }, services) => {
  const { db, links, store, clock } = services;
  const row = await db
    .selectFrom('auctions')
    .selectAll()
    .where('id', '=', params.auctionId)
    .where('con_check', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound(NO_LIVE_AUCTION);
  const [auction] = await auctionViews(db, [row], null, clock());
  const room = links.page(liveRoomPath(row.id));
  const about = shortDescription(row.description);
  const calendar = ical({
    name: store.store.name,
    prodId: { company: store.store.name, product: 'Live auctions', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const event = calendar.createEvent({
    id: `auction-${row.id}@${new URL(room).host}`,
    stamp: clock(),
    start: row.date_added,
    end: new Date(auctionEnd(auction!)),
    summary: `${row.title} (live auction)`,
    description: [about, `Join the live room: ${room}`, `${store.store.name}, ${store.store.phone}`]
      .filter(Boolean)
      .join('\n\n'),
    location: room,
    url: room,
  });
  event.createAlarm({
    type: ICalAlarmType.display,
    trigger: CALENDAR_REMINDER_MINUTES * 60,
    description: `${row.title} opens in ${CALENDAR_REMINDER_MINUTES} minutes`,
  });
  return calendar.toString();
};
