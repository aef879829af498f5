import {
  bidPlacedMessage,
  bidStatus,
  dollarsFromCents,
  incrementAt,
  minimumBid,
  nextMinimumBid,
  ownMaximum,
  reserveMet,
  type LotState,
  type PrivateLotEvent,
} from '@storefront/domain';
import type { BidAcknowledgement, Lot } from '../generated/storefront';

type BidAccepted = Extract<PrivateLotEvent, { type: 'bidAccepted' }>;

const bidsOf = (state: LotState, userId: number) => state.bids.filter((bid) => bid.bidderId === String(userId));

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

/** The bidder's own answer to an accepted bid: the public lot plus their maximum and status, as the server sends it. */
export function bidAcknowledgement(lotId: number, before: LotState, after: LotState, accepted: BidAccepted) {
  const { lot, leading } = accepted;
  const table = after.rules.increments;
  const own = accepted.ownMaximum;
  const status = bidStatus({
    market_status: lot.market_status,
    price: lot.price,
    leading,
    hasBid: true,
    reserveMet: lot.reserveMet,
    ownMaximum: own,
  });
  const answer: BidAcknowledgement = {
    status: 'success',
    id: lotId,
    bpop_error: bidPlacedMessage(after.closesAt === before.closesAt ? null : lot.closesAt),
    bpop_higher: lot.leaderId === null ? null : Number(lot.leaderId),
    bpop_wprice: dollarsFromCents(lot.price),
    bpop_nextbid: dollarsFromCents(minimumBid(table, lot, leading ? own : null)),
    bpop_nextbid_org: dollarsFromCents(lot.nextMinimumBid),
    bpop_bidcount: lot.bidCount,
    bpop_increment: dollarsFromCents(incrementAt(table, lot.price)),
    bpop_cuser_increment: dollarsFromCents(incrementAt(table, leading ? own : lot.price)),
    maxbidamt: dollarsFromCents(own),
    userBidCount: bidsOf(after, Number(accepted.bidderId)).length,
    date_closed: new Date(lot.closesAt).toISOString(),
    reserve_met: lot.reserveMet ? 1 : 0,
  };
  if (status) answer.bpop_bidstatus = status.text;
  return answer;
}

export function bidRefusal(lotId: number, message: string): BidAcknowledgement {
  return { status: 'failed', id: lotId, error: message };
}
