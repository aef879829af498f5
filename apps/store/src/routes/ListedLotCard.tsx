import type { Lot } from '@storefront/api-client';
import { useServerClock } from '@storefront/api-client/realtime';
import { usePlaceMaximumBid } from '@storefront/features/bidding';
import { lotAuctionHref } from '@storefront/features/catalog';
import { useToggleFavourite } from '@storefront/features/favourites';
import { useOnTheBlock } from '@storefront/features/lots';
import { buyerMinimumBid, incrementTableFromApi } from '@storefront/domain';
import { LotCard, type LotCardProps } from '@storefront/ui';
import { memo } from 'react';

export interface ListedLotCardProps {
  lot: Lot;
  buyerId: number | null;
  /** Opens the lot in the page's drawer; stable across renders, as `onLogin`. */
  onOpen: (lotId: number) => void;
  onLogin: () => void;
  /** Where lots of several auctions meet (search results): the card names the lot's auction, a link there. */
  showAuction?: boolean | undefined;
  headingLevel?: LotCardProps['headingLevel'];
}

/**
 * A lot card of a listing (an auction's lots, search results): its heart (favourites) and its Place Max Bid (bidding),
 * composed here. Memoised: a bid on one lot rewrites only that lot in the listing's answer, so the other cards keep
 * their lot and do not render again.
 */
export const ListedLotCard = memo(function ListedLotCard({
  lot,
  buyerId,
  onOpen,
  onLogin,
  showAuction = false,
  headingLevel,
}: ListedLotCardProps) {
  const placeBid = usePlaceMaximumBid('listing');
  const toggleFavourite = useToggleFavourite();
  const clock = useServerClock();
  const onTheBlock = useOnTheBlock(lot);
  return (
    <LotCard
      lot={lot}
      auctionHref={showAuction ? lotAuctionHref(lot) : undefined}
      headingLevel={headingLevel}
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
      bidPending={placeBid.isPending}
      onPlaceBid={(amountCents) => buyerId !== null && placeBid.mutateAsync({ lot, buyerId, amountCents })}
      onLogin={onLogin}
      onOpen={() => onOpen(lot.id)}
    />
  );
});
