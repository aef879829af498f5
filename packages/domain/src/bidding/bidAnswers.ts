import { incrementAt, type IncrementTable } from '../increments/table';
import { bidPlacedMessage } from '../messages/bidding';
import { dollarsFromCents, type Cents } from '../money/cents';
import { bidStatus } from '../status/bidStatus';
import { minimumBid } from './minimumBid';
import type { PublicLot } from './types';

/** A bid the engine accepted, as the bidder's own answer reads it. */
export interface AcceptedBid {
  readonly lotId: number;
  readonly lot: PublicLot;
  /** The lot's own increment table (its BidIncrement ranges), which the engine decided the bid with. */
  readonly increments: IncrementTable;
  readonly ownMaximum: Cents;
  readonly leading: boolean;
  readonly userBidCount: number;
  /** The bid moved the lot's close. */
  readonly extended: boolean;
}

/**
 * The bidder's answer to an accepted bid (the API's BidAcknowledgement), from the server and the mocks alike: the
 * public lot plus their own maximum and status, which nobody else receives.
 */
export function bidAcknowledgement({
  lotId,
  lot,
  increments,
  ownMaximum,
  leading,
  userBidCount,
  extended,
}: AcceptedBid) {
  const status = bidStatus({
    market_status: lot.market_status,
    price: lot.price,
    leading,
    hasBid: true,
    reserveMet: lot.reserveMet,
    ownMaximum,
  });
  return {
    status: 'success' as const,
    id: lotId,
    bpop_error: bidPlacedMessage(extended ? lot.closesAt : null),
    bpop_higher: lot.leaderId === null ? null : Number(lot.leaderId),
    bpop_wprice: dollarsFromCents(lot.price),
    bpop_nextbid: dollarsFromCents(minimumBid(increments, lot, leading ? ownMaximum : null)),
    bpop_nextbid_org: dollarsFromCents(lot.nextMinimumBid),
    bpop_bidcount: lot.bidCount,
    bpop_increment: dollarsFromCents(incrementAt(increments, lot.price)),
    bpop_cuser_increment: dollarsFromCents(incrementAt(increments, leading ? ownMaximum : lot.price)),
    maxbidamt: dollarsFromCents(ownMaximum),
    userBidCount,
    date_closed: new Date(lot.closesAt).toISOString(),
    reserve_met: lot.reserveMet ? (1 as const) : (0 as const),
    ...(status ? { bpop_bidstatus: status.text } : {}),
  };
}

/** The answer to a refused bid: the reason, word for word. */
export const bidRefusal = (lotId: number, message: string) => ({
  status: 'failed' as const,
  id: lotId,
  error: message,
});
