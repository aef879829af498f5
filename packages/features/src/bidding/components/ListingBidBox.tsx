import { useConnectionStatus, useServerNow } from '@storefront/api-client/realtime';
import type { Lot } from '@storefront/api-client';
import {
  bidLabels,
  biddableLot,
  biddingAllowed,
  buyerMinimumBid,
  centsFromDollars,
  incrementTableFromApi,
  type Cents,
} from '@storefront/domain';
import { BidControl, priceLabel } from '@storefront/ui';
import { useState } from 'react';
import { listingBidBody } from '../api/maximumBidBodies';
import { usePlaceListingBid } from '../api/usePlaceListingBid';
import { connectionReason } from './connectionReason';

export interface ListingBidBoxProps {
  lot: Lot;
  buyerId: number | null;
  onLogin: () => void;
  /** The lot is on the block in its live room now: it is bid on there. */
  onTheBlock?: boolean | undefined;
}

/**
 * The lot drawer's bid box: 'Place Maximum Bid', the listing's rules ('Enter $X or more', 'Auction is not started!' on a
 * timed lot before its start). An accepted bid empties the box (the buyer's maximum shows above it); a refused one stays.
 */
export function ListingBidBox({ lot, buyerId, onLogin, onTheBlock = false }: ListingBidBoxProps) {
  const placeBid = usePlaceListingBid();
  const [draft, setDraft] = useState('');
  const connection = useConnectionStatus();
  const now = useServerNow();
  // Live lots take absentee bids before the start; timed lots refuse them ('Auction is not started!').
  const bidding = biddingAllowed(biddableLot(lot, onTheBlock), now, 'listing');
  const closed = !bidding.allowed && bidding.reason === 'closed';
  const offline = buyerId !== null && !closed ? connectionReason(connection) : null;
  const liveNow = !bidding.allowed && bidding.reason === 'liveNow' ? bidding.message : null;
  const notice = liveNow ?? offline;

  const onPlaceBid = (amountCents: Cents) => {
    if (buyerId === null) return;
    placeBid.mutate({ body: listingBidBody(lot, buyerId, amountCents) }, { onSuccess: () => setDraft('') });
  };

  return (
    <div>
      <BidControl
        variant="listing"
        submitLabel={bidLabels.placeMaximumBid}
        value={draft}
        onValueChange={setDraft}
        currentPriceCents={centsFromDollars(lot.wprice) ?? 0}
        minimumBidCents={buyerMinimumBid(lot, buyerId) ?? centsFromDollars(lot.wprice) ?? 0}
        yourMaximumCents={centsFromDollars(lot.maxbidamt)}
        premiumPercent={lot.buyerpremium_percentage}
        shippingCents={centsFromDollars(lot.shippingcost)}
        increments={incrementTableFromApi(lot.BidIncrement)}
        auctionStarted={bidding.allowed || bidding.reason !== 'notStarted'}
        disabled={closed || offline !== null || liveNow !== null}
        closed={closed}
        priceLabel={priceLabel(lot)}
        loggedOut={buyerId === null}
        submitting={placeBid.isPending}
        error={placeBid.error?.message}
        onPlaceBid={onPlaceBid}
        onLogin={onLogin}
      />
      {notice ? <p role="status">{notice}</p> : null}
    </div>
  );
}
