import { useConnectionStatus, useServerNow } from '@storefront/api-client/realtime';
import type { Lot } from '@storefront/api-client';
import { bidLabels, biddableLot, biddingAllowed } from '@storefront/domain';
import { BidControl, lotBidFacts } from '@storefront/ui';
import { usePlaceMaximumBid, type MaximumBidVariant } from '../api/usePlaceMaximumBid';
import { connectionReason } from './connectionReason';

export interface BidBoxProps {
  /** `timed`: the timed lot page's box ('Place Bid'); `listing`: the lot drawer's ('Place Maximum Bid'). */
  variant: MaximumBidVariant;
  lot: Lot;
  /** The signed-in buyer's id; null for a visitor, who sees 'Login to Bid'. */
  buyerId: number | null;
  /** Asks the visitor to sign in and brings them back to this lot. */
  onLogin: () => void;
  /** The lot is on the block in its live room now: it is bid on there. */
  onTheBlock?: boolean | undefined;
}

/**
 * A lot's maximum bid box: the domain's rules in the box, the server's decision through the variant's call. Before the
 * start a timed lot refuses bids ('Wait until auction starts!' on its page, 'Auction is not started!' in the drawer); a
 * live lot takes absentee bids. An accepted bid empties the box (the buyer's maximum shows beside it); a refused one
 * stays, to be corrected.
 */
export function BidBox({ variant, lot, buyerId, onLogin, onTheBlock = false }: BidBoxProps) {
  const placeBid = usePlaceMaximumBid(variant);
  const connection = useConnectionStatus();
  const now = useServerNow();
  const bidding = biddingAllowed(biddableLot(lot, onTheBlock), now, variant === 'timed' ? 'timedLot' : 'listing');
  const closed = !bidding.allowed && bidding.reason === 'closed';
  const offline = buyerId !== null && !closed ? connectionReason(connection) : null;
  const liveNow = !bidding.allowed && bidding.reason === 'liveNow' ? bidding.message : null;
  const notice = liveNow ?? offline;

  return (
    <div>
      <BidControl
        variant={variant}
        submitLabel={variant === 'listing' ? bidLabels.placeMaximumBid : undefined}
        {...lotBidFacts(lot, buyerId)}
        auctionStarted={bidding.allowed || bidding.reason !== 'notStarted'}
        disabled={closed || notice !== null}
        closed={closed}
        loggedOut={buyerId === null}
        submitting={placeBid.isPending}
        error={placeBid.error?.message}
        onPlaceBid={(amountCents) => buyerId !== null && placeBid.mutateAsync({ lot, buyerId, amountCents })}
        onLogin={onLogin}
      />
      {notice ? <p role="status">{notice}</p> : null}
    </div>
  );
}
