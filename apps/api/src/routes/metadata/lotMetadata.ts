import type { Lot } from '@storefront/api-client';
import { centsFromDollars, formatMoney, formatTime, isLive, lotPagePath } from '@storefront/domain';
import type { ItemAvailability, Product } from 'schema-dts';
import { shortDescription } from './shortDescription';
import { nextInstant, withContext, type MetadataContext, type TimedMetadata } from './pageMetadata';
import { organizationId, storeOrganization } from './storeOrganization';

const schema = (name: string) => `https://schema.org/${name}` as ItemAvailability;

/** Whether the lot can be bid on now, will be, or is gone (sold, or closed without a sale). */
function availabilityOf(lot: Lot, now: Date): ItemAvailability {
  if (lot.market_status === 'sold') return schema('SoldOut');
  if (lot.market_status !== 'open' || Date.parse(lot.date_closed) <= now.getTime()) return schema('OutOfStock');
  return Date.parse(lot.date_added) > now.getTime() ? schema('PreOrder') : schema('InStock');
}

const money = (dollars: number) => formatMoney(centsFromDollars(dollars) ?? 0);
const shownTime = (instant: string) => formatTime(Date.parse(instant), 'lotPage');

/** What a chat app shows under a pasted lot link: its price or result, and when it closes or closed. */
function factsOf(lot: Lot, now: Date) {
  if (lot.market_status === 'sold') {
    return [
      { label: 'Sold for', data: money(lot.wprice) },
      { label: 'Closed', data: shownTime(lot.date_closed) },
    ];
  }
  if (lot.market_status !== 'open' || Date.parse(lot.date_closed) <= now.getTime()) {
    return [
      { label: 'Result', data: 'Not sold' },
      { label: 'Closed', data: shownTime(lot.date_closed) },
    ];
  }
  return [
    { label: 'Current bid', data: money(lot.wprice) },
    isLive(lot.con_check)
      ? { label: 'Live auction', data: shownTime(lot.date_added) }
      : { label: 'Closes', data: shownTime(lot.date_closed) },
  ];
}

/**
 * A lot's page as a visitor's answer shows the lot (never a reserve or anyone's maximum bid): a Product whose Offer is
 * the current price (the hammer price once sold), available while bidding is open, the price valid until the close.
 */
export function lotMetadata(lot: Lot, context: MetadataContext): TimedMetadata {
  const { url, imageUrl, store, now } = context;
  const canonical = url(lotPagePath(lot));
  const description =
    shortDescription(lot.description ?? '') || `Lot ${lot.sku} of ${lot.auction_title ?? 'an auction'}`;
  const pictures = (lot.images?.length ? lot.images : lot.avatar ? [lot.avatar] : []).map(imageUrl);
  const product: Product = {
    '@type': 'Product',
    '@id': `${canonical}#lot`,
    name: lot.title,
    sku: String(lot.sku),
    description,
    url: canonical,
    ...(pictures.length > 0 ? { image: pictures } : {}),
    offers: {
      '@type': 'Offer',
      url: canonical,
      price: lot.wprice,
      priceCurrency: 'USD',
      availability: availabilityOf(lot, now),
      priceValidUntil: lot.date_closed,
      seller: { '@id': organizationId(context) },
    },
  };
  return {
    metadata: {
      heading: lot.title,
      title: `${lot.title} | ${store.name}`,
      description,
      canonical,
      type: 'product',
      image: pictures[0] ? { url: pictures[0], alt: lot.title } : null,
      price: { amount: lot.wprice, currency: 'USD' },
      facts: factsOf(lot, now),
      structuredData: [withContext(product), withContext(storeOrganization(context))],
    },
    until: nextInstant(now, [lot.date_added, lot.date_closed]),
  };
}
