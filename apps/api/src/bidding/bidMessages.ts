import type { components } from '@storefront/api-client';
import { dollarsFromCents, incrementAt, type IncrementTable, type PublicLot } from '@storefront/domain';

type BidUpdate = components['schemas']['BidUpdate'];

/** What every watcher of the lot may see of it: price, count, next bid, leader, close. Never a maximum. */
export function bidUpdate(
  lotId: number,
  auctionId: number,
  bidderId: number,
  lot: PublicLot,
  increments: IncrementTable,
): BidUpdate {
  const increment = dollarsFromCents(incrementAt(increments, lot.price));
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
