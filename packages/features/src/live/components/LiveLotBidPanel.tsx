import type { Auction, Lot } from '@storefront/api-client';
import { useConnectionStatus, useServerNow } from '@storefront/api-client/realtime';
import {
  bidLabels,
  centsFromDollars,
  dollarsFromCents,
  formatMoney,
  incrementAt,
  incrementTableFromApi,
  liveRegistrationTexts,
  type Cents,
} from '@storefront/domain';
import { BidControl, lotBidFacts, useToast } from '@storefront/ui';
import { registrationOf } from '../api/useAuctionRegistration';
import { usePlaceProxyBid } from '../api/usePlaceProxyBid';
import { BidIncrementRanges } from './BidIncrementRanges';
import * as styles from './live.css';

export interface LiveLotBidPanelProps {
  lot: Lot;
  auction: Auction;
  /** The signed-in buyer; null for a visitor, who sees 'Login to Bid'. */
  buyer: { id: number; email: string } | null;
  onLogin: () => void;
}

export const liveLotTexts = {
  onTheBlock: 'This lot is on the block now: bid in the live room.',
  offline: 'Bidding is paused until the live connection is back.',
};

/**
 * The live lot view's price and proxy bid form: 'You're Winning!' for the leader, premium and shipping, the current
 * bid, and a maximum bid placed before the lot comes up (the lot on the block takes its bids in the room). An accepted
 * bid empties the box; a refused one stays.
 */
export function LiveLotBidPanel({ lot, auction, buyer, onLogin }: LiveLotBidPanelProps) {
  const placeBid = usePlaceProxyBid();
  const toast = useToast();
  const now = useServerNow();
  const connection = useConnectionStatus();
  const increments = incrementTableFromApi(lot.BidIncrement);
  const price = centsFromDollars(lot.wprice) ?? 0;
  const winning = buyer !== null && lot.highbid_user_id === buyer.id;
  const onTheBlock = auction.current_projectid === lot.id;
  const closed = lot.market_status !== 'open' || now >= Date.parse(lot.date_closed);
  const down = connection === 'reconnecting' || connection === 'lost';
  const reason = onTheBlock ? liveLotTexts.onTheBlock : down ? liveLotTexts.offline : null;

  const onPlaceBid = (amount: Cents) => {
    if (buyer === null) return;
    if (registrationOf(auction) !== 'approved') {
      toast.show({ tone: 'warning', kind: 'alert', title: liveRegistrationTexts.notApproved, duration: 2500 });
      return;
    }
    return placeBid.mutateAsync({
      body: {
        id: lot.id,
        wsprice: dollarsFromCents(amount),
        bid_increment: dollarsFromCents(incrementAt(increments, price)),
        email: buyer.email,
        userid: buyer.id,
        hard_bid: 0,
        auction_io: 1,
      },
    });
  };

  return (
    <div className={styles.column}>
      {winning ? <p role="status">You're Winning!</p> : null}
      <dl className={styles.column}>
        <div>
          <dt>Buyer's Premium</dt>
          <dd>{lot.buyerpremium_percentage ?? auction.buyer_premium ?? 0}%</dd>
        </div>
        <div>
          <dt>Shipping Cost</dt>
          <dd>{formatMoney(centsFromDollars(lot.shippingcost) ?? 0)}</dd>
        </div>
      </dl>
      <BidControl
        variant="timed"
        submitLabel={bidLabels.placeMaxBid}
        {...lotBidFacts(lot, buyer?.id ?? null)}
        disabled={closed || reason !== null}
        closed={closed}
        loggedOut={buyer === null}
        submitting={placeBid.isPending}
        error={placeBid.error?.message}
        onPlaceBid={onPlaceBid}
        onLogin={onLogin}
      />
      {reason && !closed ? <p role="status">{reason}</p> : null}
      <BidIncrementRanges lot={lot} />
    </div>
  );
}
