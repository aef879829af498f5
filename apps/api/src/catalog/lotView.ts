import type { components } from '@storefront/api-client';
import {
  bidStatus,
  centsFromDollars,
  defaultIncrementTable,
  dollarsFromCents,
  incrementAt,
  MAX_BID,
  type MarketStatus,
} from '@storefront/domain';
import { amount, optionalAmount } from '../db/amounts';
import type { LotRow } from './lotRows';
import type { ViewerContext } from './viewerContext';
import { nextBidOf } from './nextBid';
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

/** The buyer's status text: won or lost once the lot has ended, else the banner of the shared rules. */
function topStatus(row: LotRow, leading: boolean, hasBid: boolean, ownMaximum: number | null): string | undefined {
  if (row.market_status !== 'open')
    return leading && row.market_status === 'sold' ? 'won' : hasBid ? 'lost' : undefined;
  return bidStatus({
    market_status: row.market_status as MarketStatus,
    price: cents(row.wprice),
    leading,
    hasBid,
    reserveMet: reserveMet(row) === 1,
    ownMaximum: ownMaximum === null ? null : centsFromDollars(ownMaximum),
  })?.text;
}

/**
 * A lot as the API answers it. Prices, counts and the next minimum bid are public; the maximum bid shown is the
 * viewer's own, never the leader's.
 */
export function lotView(row: LotRow, viewer: ViewerContext): Lot {
  const price = cents(row.wprice);
  const increment = dollarsFromCents(incrementAt(defaultIncrementTable, price));
  const images = viewer.imagesOf(row.id);
  const own = viewer.bidsOf(row.id);
  const leading = viewer.userId !== null && row.highbid_user_id === viewer.userId;
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
    userBidCount: own?.count ?? 0,
    highbid_user_id: row.highbid_user_id,
    isFav: viewer.isFavourite(row.id) ? 1 : 0,
    market_status: row.market_status,
    date_added: row.date_added.toISOString(),
    date_closed: row.date_closed.toISOString(),
    extension_count: row.extension_count,
    cancel_bid: 0,
    buyerpremium_percentage: amount(row.buyer_premium),
    bid_or_not: own ? 1 : 0,
    cbidnot: own ? 1 : 0,
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
    maxbidamt: own?.maximum,
    metal: row.metal ?? undefined,
    metal_troy_oz: optionalAmount(row.metal_troy_oz),
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(lot, { [key]: value });
  const status = topStatus(row, leading, own !== undefined, own?.maximum ?? null);
  if (status !== undefined) lot.bidtopstatus = status;
  return lot;
}
