import type { Lot } from '@storefront/api-client';
import { listingBidBody, usePlaceListingBid } from '@storefront/features/bidding';
import { useToggleFavourite } from '@storefront/features/favourites';
import { useOnTheBlock } from '@storefront/features/lots';
import { buyerMinimumBid, incrementTableFromApi } from '@storefront/domain';
import { LotCard, type LotCardProps, type TickingClock } from '@storefront/ui';
import { memo, useState } from 'react';

export interface AuctionLotCardProps {
  lot: Lot;
  buyerId: number | null;
  /** The page's ticker: each card's countdown follows it, not the list. */
  clock: TickingClock;
  layout: LotCardProps['layout'];
  /** Opens the lot in the page's drawer; stable across renders, as `onLogin`. */
  onOpen: (lotId: number) => void;
  onLogin: () => void;
}

/**
 * A lot card of a lots page: its heart (favourites) and its Place Max Bid (bidding), composed here. Memoised: a bid on
 * one lot of the page rewrites only that lot in the page's answer, so the other cards keep their lot and do not render
 * again.
 */
export const AuctionLotCard = memo(function AuctionLotCard({
  lot,
  buyerId,
  clock,
  layout,
  onOpen,
  onLogin,
}: AuctionLotCardProps) {
  const placeBid = usePlaceListingBid();
  const toggleFavourite = useToggleFavourite();
  const onTheBlock = useOnTheBlock(lot);
  // Emptied once the bid is accepted: a refused amount stays to be corrected.
  const [bidDraft, setBidDraft] = useState('');
  return (
    <LotCard
      lot={{ ...lot, bid_count: lot.bidcnt ?? lot.bid_count ?? 0 }}
      layout={layout}
      // The page's heading is the auction's title (h1): each lot is a section right under it.
      headingLevel={2}
      extensionCount={lot.extension_count}
      clock={clock}
      loggedIn={buyerId !== null}
      minimumBidCents={buyerMinimumBid(lot, buyerId)}
      onTheBlock={onTheBlock}
      increments={incrementTableFromApi(lot.BidIncrement)}
      bidStatus={buyerId !== null && lot.highbid_user_id === buyerId && lot.market_status === 'open' ? 'winning' : null}
      favourite={lot.isFav === 1}
      onToggleFavourite={() => {
        if (buyerId !== null) toggleFavourite.mutate({ body: { id: lot.id, userid: buyerId } });
      }}
      bidValue={bidDraft}
      onBidValueChange={setBidDraft}
      clearBidOnSubmit={false}
      bidPending={placeBid.isPending}
      onPlaceBid={(amountCents) => {
        if (buyerId === null) return;
        placeBid.mutate({ body: listingBidBody(lot, buyerId, amountCents) }, { onSuccess: () => setBidDraft('') });
      }}
      onLogin={onLogin}
      onOpen={() => onOpen(lot.id)}
    />
  );
});
