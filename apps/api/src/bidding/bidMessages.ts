import type { components } from '@storefront/api-client';
import {
  bidPlacedMessage,
  bidStatus,
  defaultIncrementTable,
  dollarsFromCents,
  incrementAt,
  minimumBid,
  type Cents,
  type PublicLot,
} from '@storefront/domain';

type BidAcknowledgement = components['schemas']['BidAcknowledgement'];
type BidUpdate = components['schemas']['BidUpdate'];

/** What every watcher of the lot may see of it: price, count, next bid, leader, close. Never a maximum. */
export function bidUpdate(lotId: number, auctionId: number, bidderId: number, lot: PublicLot): BidUpdate {
  const increment = dollarsFromCents(incrementAt(defaultIncrementTable, lot.price));
  const next = lot.bidCount === 0 ? lot.price : lot.nextMinimumBid;
  return {
    id: lotId,
    lotof: auctionId,
    status: 'success',
    bpop_cbidder: bidderId,
    bpop_higher: lot.leaderId === null ? null : Number(lot.leaderId),
    bpop_wprice: dollarsFromCents(lot.price),
    bpop_nextbid: dollarsFromCents(next),
    bpop_nextbid_org: dollarsFromCents(lot.nextMinimumBid),
    bpop_bidcount: lot.bidCount,
    bpop_increment: increment,
    date_closed: new Date(lot.closesAt).toISOString(),
    extension_count: lot.extensionCount,
    reserve_met: lot.reserveMet ? 1 : 0,
  };
}

export interface OwnBid {
  lotId: number;
  lot: PublicLot;
  ownMaximum: Cents;
  leading: boolean;
  userBidCount: number;
  extended: boolean;
}

/** The bidder's own answer: the public lot plus their maximum and status, which nobody else receives. */
export function bidAcknowledgement({ lotId, lot, ownMaximum, leading, userBidCount, extended }: OwnBid) {
  const status = bidStatus({
    market_status: lot.market_status,
    price: lot.price,
    leading,
    hasBid: true,
    reserveMet: lot.reserveMet,
    ownMaximum,
  });
  const ownNext = minimumBid(
    defaultIncrementTable,
    { price: lot.price, bidCount: lot.bidCount },
    leading ? ownMaximum : null,
  );
  const answer: BidAcknowledgement = {
    status: 'success',
    id: lotId,
    bpop_error: bidPlacedMessage(extended ? lot.closesAt : null),
    bpop_higher: lot.leaderId === null ? null : Number(lot.leaderId),
    bpop_wprice: dollarsFromCents(lot.price),
    bpop_nextbid: dollarsFromCents(ownNext),
    bpop_nextbid_org: dollarsFromCents(lot.nextMinimumBid),
    bpop_bidcount: lot.bidCount,
    bpop_increment: dollarsFromCents(incrementAt(defaultIncrementTable, lot.price)),
    bpop_cuser_increment: dollarsFromCents(incrementAt(defaultIncrementTable, leading ? ownMaximum : lot.price)),
    maxbidamt: dollarsFromCents(ownMaximum),
    userBidCount,
    date_closed: new Date(lot.closesAt).toISOString(),
    reserve_met: lot.reserveMet ? 1 : 0,
  };
  if (status) answer.bpop_bidstatus = status.text;
  return answer;
}

export function bidRefusal(lotId: number, message: string): BidAcknowledgement {
  return { status: 'failed', id: lotId, error: message };
}
