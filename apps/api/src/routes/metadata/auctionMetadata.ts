import type { Auction, Lot } from '@storefront/api-client';
import {
  auctionEnd,
  auctionPagePath,
  formatCount,
  formatTime,
  isLive,
  liveRoomPath,
  lotPagePath,
} from '@storefront/domain';
import type { Event, ItemList, Thing } from 'schema-dts';
import { shortDescription } from './shortDescription';
import { nextInstant, withContext, type MetadataContext, type TimedMetadata } from './pageMetadata';
import { organizationId, storeOrganization } from './storeOrganization';

export interface AuctionPage {
  auction: Auction;
  /** The first lots of its lots page, in its order, as a visitor sees them. */
  lots: Lot[];
  total: number;
  /** The live room (/livelots/…) rather than the lots page. */
  room: boolean;
}

const shownTime = (instant: number | string) => formatTime(new Date(instant).getTime(), 'lotPage');

function factsOf({ auction, total }: AuctionPage, now: Date) {
  const lots = { label: 'Lots', data: formatCount(total) };
  const end = auctionEnd(auction);
  if (auction.market_status !== 'open' || end <= now.getTime())
    return [{ label: 'Closed', data: shownTime(end) }, lots];
  if (isLive(auction.con_check)) return [{ label: 'Live auction', data: shownTime(auction.date_added) }, lots];
  return [{ label: 'Ends', data: shownTime(end) }, lots];
}

/**
 * An auction's lots page or live room: an ItemList of its first lots and, for a live auction, the Event of the sale
 * (its start and end, online in its live room), organised by the store.
 */
export function auctionMetadata(page: AuctionPage, context: MetadataContext): TimedMetadata {
  const { auction, lots, total, room } = page;
  const { url, imageUrl, store, now } = context;
  const auctionUrl = url(auctionPagePath(auction));
  const canonical = room ? url(liveRoomPath(auction.id)) : auctionUrl;
  const description = shortDescription(auction.description ?? '') || `${auction.title}: ${formatCount(total)} lots`;
  const picture = auction.avatar ?? lots.map((lot) => lot.images?.[0] ?? lot.avatar).find(Boolean);
  const pictures = picture ? [imageUrl(picture)] : [];
  const list: ItemList = {
    '@type': 'ItemList',
    '@id': `${auctionUrl}#lots`,
    name: `Lots of ${auction.title}`,
    url: auctionUrl,
    numberOfItems: total,
    itemListElement: lots.map((lot, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: url(lotPagePath(lot)),
      name: lot.title,
    })),
  };
  const event: Event = {
    '@type': 'Event',
    '@id': `${auctionUrl}#sale`,
    name: auction.title,
    description,
    url: auctionUrl,
    ...(pictures.length > 0 ? { image: pictures } : {}),
    startDate: auction.date_added,
    endDate: new Date(auctionEnd(auction)).toISOString(),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: url(liveRoomPath(auction.id)) },
    organizer: { '@id': organizationId(context) },
    isAccessibleForFree: true,
  };
  const nodes: Thing[] = isLive(auction.con_check) ? [event, list] : [list];
  return {
    metadata: {
      heading: auction.title,
      title: `${auction.title} | ${store.name}`,
      description,
      canonical,
      type: 'website',
      image: pictures[0] ? { url: pictures[0], alt: auction.title } : null,
      price: null,
      facts: factsOf(page, now),
      structuredData: [...nodes, storeOrganization(context)].map(withContext),
    },
    until: nextInstant(now, [auction.date_added, auction.date_closed, auction.max_date_closed ?? auction.date_closed]),
  };
}
