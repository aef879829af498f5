import type { components } from '@storefront/api-client';
import { bidStatus, centsFromDollars, type MarketStatus } from '@storefront/domain';
import type { OwnBids } from './viewerContext';

type Lot = components['schemas']['Lot'];

/** What of a lot is the viewer's own: their bids on it and whether it is a favourite. */
export interface OwnView {
  userId: number | null;
  bidsOf: (lotId: number) => OwnBids | undefined;
  isFavourite: (lotId: number) => boolean;
}

export const visitor: OwnView = { userId: null, bidsOf: () => undefined, isFavourite: () => false };

/** The buyer's status text: won or lost once the lot has ended, else the banner of the shared rules. */
function topStatus(lot: Lot, leading: boolean, own: OwnBids | undefined): string | undefined {
  if (lot.market_status !== 'open') return leading && lot.market_status === 'sold' ? 'won' : own ? 'lost' : undefined;
  return bidStatus({
    market_status: lot.market_status as MarketStatus,
    price: centsFromDollars(lot.wprice) ?? 0,
    leading,
    hasBid: own !== undefined,
    reserveMet: lot.reserve_met === 1,
    ownMaximum: own ? centsFromDollars(own.maximum) : null,
  })?.text;
}

/**
 * The lot with the viewer's own fields (their bid count and maximum, favourite, winning or outbid): a public lot as
 * every viewer shares it, made the viewer's. Never changes `lot`.
 */
export function withOwnFields(lot: Lot, viewer: OwnView): Lot {
  const own = viewer.bidsOf(lot.id);
  const leading = viewer.userId !== null && lot.highbid_user_id === viewer.userId;
  const mine: Lot = {
    ...lot,
    userBidCount: own?.count ?? 0,
    isFav: viewer.isFavourite(lot.id) ? 1 : 0,
    bid_or_not: own ? 1 : 0,
    cbidnot: own ? 1 : 0,
  };
  delete mine.maxbidamt;
  delete mine.bidtopstatus;
  if (own) mine.maxbidamt = own.maximum;
  const status = topStatus(lot, leading, own);
  if (status !== undefined) mine.bidtopstatus = status;
  return mine;
}
