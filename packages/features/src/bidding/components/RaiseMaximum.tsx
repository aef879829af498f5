import type { DashboardLot } from '@storefront/api-client';
import { useServerNow } from '@storefront/api-client/realtime';
import { biddableLot, biddingAllowed, centsFromDollars, isLive } from '@storefront/domain';
import { BidControl } from '@storefront/ui';
import { usePlaceMaximumBid } from '../api/usePlaceMaximumBid';
import * as styles from './RaiseMaximum.css';

/** What the rule and the bid need of a dashboard row. */
export type RaisableLot = Pick<
  DashboardLot,
  'id' | 'lotof' | 'title' | 'market_status' | 'date_added' | 'date_closed' | 'con_check' | 'wprice' | 'next_bid'
> & { highest_bidder_user_id?: number | null | undefined };

export interface RaiseMaximumProps {
  lot: RaisableLot;
  buyerId: number;
}

/**
 * A new maximum bid from the dashboard, on a lot the buyer bid on and no longer leads, from the next bid up: the box of
 * a listing's lot card. Only while the lot takes bids away from a live room (domain biddingAllowed): a timed lot, or a
 * live lot before its sale starts (once it runs, the row cannot tell whether the lot is on the block).
 */
export function RaiseMaximum({ lot, buyerId }: RaiseMaximumProps) {
  const placeBid = usePlaceMaximumBid('listing');
  const now = useServerNow();
  const minimum = centsFromDollars(lot.next_bid);
  const bidding = biddingAllowed(biddableLot(lot, false), now, 'listing');
  const liveSaleRunning = isLive(lot.con_check) && now >= Date.parse(lot.date_added);
  if (lot.highest_bidder_user_id === buyerId || minimum === null || !bidding.allowed || liveSaleRunning) return null;

  return (
    <div role="group" aria-label={`Raise your maximum bid on ${lot.title}`} className={styles.raise}>
      <BidControl
        variant="listing"
        compact="row"
        currentPriceCents={centsFromDollars(lot.wprice) ?? 0}
        minimumBidCents={minimum}
        submitting={placeBid.isPending}
        onPlaceBid={(amountCents) => placeBid.mutateAsync({ lot, buyerId, amountCents })}
      />
    </div>
  );
}
