import { useConnectionStatus, useServerNow } from '@storefront/api-client/realtime';
import type { Lot } from '@storefront/api-client';
import { buyerMinimumBid, centsFromDollars, incrementTableFromApi, type Cents } from '@storefront/domain';
import { BidControl, priceLabel } from '@storefront/ui';
import { useMemo, useState } from 'react';
import { timedBidBody } from '../api/maximumBidBodies';
import { useLosingNotices } from '../api/useLosingNotices';
import { usePlaceTimedBid } from '../api/usePlaceTimedBid';
import { connectionReason } from './connectionReason';

export interface TimedBidBoxProps {
  lot: Lot;
  /** The signed-in buyer's id; null for a visitor, who sees 'Login to Bid'. */
  buyerId: number | null;
  /** Asks the visitor to sign in and brings them back to this lot. */
  onLogin: () => void;
}

/**
 * The timed lot page's bid form: the domain's rules in the box, the server's decision through placeTimedBid. An
 * accepted bid empties the box (the buyer's maximum shows beside it); a refused one stays, to be corrected.
 */
export function TimedBidBox({ lot, buyerId, onLogin }: TimedBidBoxProps) {
  const placeBid = usePlaceTimedBid();
  const [draft, setDraft] = useState('');
  const connection = useConnectionStatus();
  const now = useServerNow();
  useLosingNotices(
    useMemo(() => [lot], [lot]),
    buyerId,
  );
  const closed = lot.market_status !== 'open' || now >= Date.parse(lot.date_closed);
  const auctionStarted = now >= Date.parse(lot.date_added);
  const offline = buyerId !== null && !closed ? connectionReason(connection) : null;

  const onPlaceBid = (amountCents: Cents) => {
    if (buyerId === null) return;
    placeBid.mutate({ body: timedBidBody(lot, buyerId, amountCents) }, { onSuccess: () => setDraft('') });
  };

  return (
    <div>
      <BidControl
        variant="timed"
        value={draft}
        onValueChange={setDraft}
        currentPriceCents={centsFromDollars(lot.wprice) ?? 0}
        minimumBidCents={buyerMinimumBid(lot, buyerId) ?? centsFromDollars(lot.wprice) ?? 0}
        yourMaximumCents={centsFromDollars(lot.maxbidamt)}
        premiumPercent={lot.buyerpremium_percentage}
        shippingCents={centsFromDollars(lot.shippingcost)}
        increments={incrementTableFromApi(lot.BidIncrement)}
        auctionStarted={auctionStarted}
        disabled={closed || offline !== null}
        closed={closed}
        priceLabel={priceLabel(lot)}
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
