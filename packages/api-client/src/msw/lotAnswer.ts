import {
  bidStatus,
  dollarsFromCents,
  incrementAt,
  nextMinimumBid,
  ownMaximum,
  reserveMet,
  type LotState,
} from '@storefront/domain';
import type { Lot } from '../generated/storefront';

export const bidsOf = (state: LotState, userId: number) => state.bids.filter((bid) => bid.bidderId === String(userId));

/** The buyer's status on a lot as the API words it: won or lost once it has ended, else the shared banner. */
function topStatus(state: LotState, leading: boolean, own: number | null): string | undefined {
  if (state.market_status !== 'open') {
    return leading && state.market_status === 'sold' ? 'won' : own !== null ? 'lost' : undefined;
  }
  return bidStatus({
    market_status: state.market_status,
    price: state.price,
    leading,
    hasBid: own !== null,
    reserveMet: reserveMet(state),
    ownMaximum: own,
  })?.text;
}

/** A lot as the API answers it to a viewer: its bidding fields from the engine, the maximum only the viewer's own. */
export function lotFor(lot: Lot, state: LotState, viewerId: number | null): Lot {
  const shown: Lot = { ...lot };
  delete shown.maxbidamt;
  delete shown.bidtopstatus;
  const table = state.rules.increments;
  const own = viewerId === null ? null : ownMaximum(state, String(viewerId));
  const leading = viewerId !== null && state.leaderId === String(viewerId);
  const view: Lot = {
    ...shown,
    wprice: dollarsFromCents(state.price),
    current_bid: dollarsFromCents(state.price),
    next_bid: dollarsFromCents(nextMinimumBid(table, state)),
    incrementamt: dollarsFromCents(incrementAt(table, state.price)),
    bid_count: state.bidCount,
    userBidCount: viewerId === null ? 0 : bidsOf(state, viewerId).length,
    highbid_user_id: state.leaderId === null ? null : Number(state.leaderId),
    market_status: state.market_status,
    date_closed: new Date(state.closesAt).toISOString(),
  };
  if (own !== null) view.maxbidamt = dollarsFromCents(own);
  const status = topStatus(state, leading, own);
  if (status !== undefined) view.bidtopstatus = status;
  return view;
}
