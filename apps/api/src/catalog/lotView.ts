import type { components } from '@storefront/api-client';
import { centsFromDollars, defaultIncrementTable, dollarsFromCents, incrementAt, MAX_BID } from '@storefront/domain';
import { amount, optionalAmount } from '../db/amounts';
import type { LotRow } from './lotRows';
import type { ViewerContext } from './viewerContext';
import { nextBidOf } from './nextBid';
import { visitor, withOwnFields } from './ownFields';
import { reserveMet } from './reserveMet';

type Lot = components['schemas']['Lot'];
type BidIncrementRange = components['schemas']['BidIncrementRange'];

/** The increment grid every auction of the demo store uses, as the API spells it. */
export const bidIncrementRanges: BidIncrementRange[] = defaultIncrementTable.map((range) => ({
  bprice_range_from: dollarsFromCents(range.from),
  bprice_range_to: dollarsFromCents(range.to ?? MAX_BID),
  per_price: dollarsFromCents(range.increment),
}));

const cents = (value: string | number) => centsFromDollars(value) ?? 0;

/**
 * A lot as the API answers it. Prices, counts and the next minimum bid are public; the maximum bid shown is the
 * viewer's own, never the leader's.
 */
export function lotView(row: LotRow, viewer: ViewerContext): Lot {
  return withOwnFields(publicLot(row, viewer.imagesOf(row.id)), viewer);
}

/** A lot as a visitor sees it, which every viewer shares: withOwnFields makes it a buyer's. */
export function publicLot(row: LotRow, images: string[]): Lot {
  const price = cents(row.wprice);
  const increment = dollarsFromCents(incrementAt(defaultIncrementTable, price));
  const lot: Lot = {
    id: row.id,
    lotof: row.lotof,
    sku: row.sku,
    title: row.title,
    auction_title: row.auction_title,
    description: row.description,
    lotImages: images.map((file_name) => ({ file_name })),
    images,
    videos: row.videos,
    wprice: amount(row.wprice),
    current_bid: amount(row.wprice),
    current_max_offer_bid: amount(row.wprice),
    next_bid: nextBidOf(row),
    incrementamt: increment,
    increment,
    bid_count: row.bid_count,
    nobids: row.bid_count,
    bidcnt: row.bid_count,
    userBidCount: 0,
    highbid_user_id: row.highbid_user_id,
    isFav: 0,
    market_status: row.market_status,
    date_added: row.date_added.toISOString(),
    date_closed: row.date_closed.toISOString(),
    extension_count: row.extension_count,
    cancel_bid: 0,
    buyerpremium_percentage: amount(row.buyer_premium),
    bid_or_not: 0,
    cbidnot: 0,
    con_check: row.con_check === 1 ? 1 : 0,
    BidIncrement: bidIncrementRanges,
  };
  if (row.avatar !== null) {
    lot.avatar = row.avatar;
    lot.avatar_vc = row.avatar;
  }
  const optional = {
    lowest: optionalAmount(row.lowest),
    highest: optionalAmount(row.highest),
    reserve_met: reserveMet(row),
    shippingcost: optionalAmount(row.shippingcost),
    metal: row.metal ?? undefined,
    metal_troy_oz: optionalAmount(row.metal_troy_oz),
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(lot, { [key]: value });
  return withOwnFields(lot, visitor);
}
