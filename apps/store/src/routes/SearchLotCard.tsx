import type { Lot } from '@storefront/api-client';
import { useServerClock } from '@storefront/api-client/realtime';
import { timedBidBody, usePlaceTimedBid } from '@storefront/features/bidding';
import { lotAuctionHref } from '@storefront/features/catalog';
import { useToggleFavourite } from '@storefront/features/favourites';
import { useOnTheBlock } from '@storefront/features/lots';
import { buyerMinimumBid, incrementTableFromApi, type Cents } from '@storefront/domain';
import { LotCard } from '@storefront/ui';
import { memo, useState } from 'react';

export interface SearchLotCardProps {
  lot: Lot;
  buyerId: number | null;
  onLogin: () => void;
  /** Opens the lot's quick view; stable across renders, as `onLogin`. */
  onOpen: (lotId: number) => void;
}

/**
 * A lot found by a search, as a card: its bid box places a maximum bid (bidding), its heart keeps it (favourites).
 * Memoised on its lot, as the lots page's card: a bid on another found lot does not render it again.
 */
export const SearchLotCard = memo(function SearchLotCard({ lot, buyerId, onLogin, onOpen }: SearchLotCardProps) {
  const placeBid = usePlaceTimedBid();
  const toggleFavourite = useToggleFavourite();
  const clock = useServerClock();
  const onTheBlock = useOnTheBlock(lot);
  // Emptied once the bid is accepted: a refused amount stays to be corrected.
  const [bidDraft, setBidDraft] = useState('');
  const onPlaceBid = (amountCents: Cents) => {
    if (buyerId === null) return;
    placeBid.mutate({ body: timedBidBody(lot, buyerId, amountCents) }, { onSuccess: () => setBidDraft('') });
  };
  return (
    <LotCard
      lot={lot}
      auctionHref={lotAuctionHref(lot)}
      clock={clock}
      loggedIn={buyerId !== null}
      minimumBidCents={buyerMinimumBid(lot, buyerId)}
      onTheBlock={onTheBlock}
      increments={incrementTableFromApi(lot.BidIncrement)}
      favourite={lot.isFav === 1}
      onToggleFavourite={() => {
        if (buyerId !== null) toggleFavourite.mutate({ body: { id: lot.id, userid: buyerId } });
      }}
      bidValue={bidDraft}
      onBidValueChange={setBidDraft}
      clearBidOnSubmit={false}
      bidPending={placeBid.isPending}
      onPlaceBid={onPlaceBid}
      onLogin={onLogin}
      onOpen={() => onOpen(lot.id)}
    />
  );
});
