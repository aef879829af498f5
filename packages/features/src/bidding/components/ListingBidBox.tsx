import { useConnectionStatus, useServerNow } from '@storefront/api-client/realtime';
import type { Lot } from '@storefront/api-client';
import { bidLabels, centsFromDollars, dollarsFromCents, incrementTableFromApi, type Cents } from '@storefront/domain';
import { BidControl } from '@storefront/ui';
import { usePlaceListingBid } from '../api/usePlaceListingBid';
import { connectionReason } from './connectionReason';

export interface ListingBidBoxProps {
  lot: Lot;
  buyerId: number | null;
  onLogin: () => void;
}

/** The lot drawer's bid box: 'Place Maximum Bid', the listing's rules ('Enter $X or more', 'Auction is not started!'). */
export function ListingBidBox({ lot, buyerId, onLogin }: ListingBidBoxProps) {
  const placeBid = usePlaceListingBid();
  const connection = useConnectionStatus();
  const now = useServerNow();
  const closed = lot.market_status !== 'open' || now >= Date.parse(lot.date_closed);
  const offline = buyerId !== null && !closed ? connectionReason(connection) : null;

  const onPlaceBid = (amountCents: Cents) => {
    if (buyerId === null) return;
    const wsprice = dollarsFromCents(amountCents);
    placeBid.mutate({
      body: {
        wsprice,
        amount: wsprice,
        id: lot.id,
        lotid: lot.id,
        userid: buyerId,
        auctionid: lot.lotof,
        bidding_type: 'proxy',
        bidplan: 'auto',
      },
    });
  };

  return (
    <div>
      <BidControl
        variant="listing"
        submitLabel={bidLabels.placeMaximumBid}
        currentPriceCents={centsFromDollars(lot.wprice) ?? 0}
        minimumBidCents={centsFromDollars(lot.next_bid ?? lot.wprice) ?? 0}
        yourMaximumCents={centsFromDollars(lot.maxbidamt)}
        premiumPercent={lot.buyerpremium_percentage}
        shippingCents={centsFromDollars(lot.shippingcost)}
        increments={incrementTableFromApi(lot.BidIncrement)}
        auctionStarted={now >= Date.parse(lot.date_added)}
        disabled={closed || offline !== null}
        loggedOut={buyerId === null}
        submitting={placeBid.isPending}
        error={placeBid.error?.message}
        onPlaceBid={onPlaceBid}
        onLogin={onLogin}
      />
      {offline ? <p role="status">{offline}</p> : null}
    </div>
  );
}
