import type { Lot } from '@storefront/api-client';
import {
  bidLabels,
  bidSuggestions,
  centsFromDollars,
  dollarsFromCents,
  formatMoney,
  incrementTableFromApi,
  liveRegistrationTexts,
  type Cents,
  type LiveRegistrationState,
} from '@storefront/domain';
import { BidControl, Select, sprinkles, StatusBanner, useToast } from '@storefront/ui';
import { useState } from 'react';
import { usePlaceLiveBid } from '../api/usePlaceLiveBid';

/** The spec's 2.5 s for the unapproved bidder's warning. */
const NOT_APPROVED_MS = 2500;

/**
 * Where the buyer stands on the lot on the block: leading, or outbid after bidding on it (spec 001 §4, 'You are
 * losing'); nothing before they bid. The room's lot follows every bid, so this changes as the room does.
 */
function standingOf(lot: Lot, buyerId: number | null, bidHere: boolean) {
  if (buyerId === null || lot.market_status !== 'open') return null;
  if (lot.highbid_user_id === buyerId) return { tone: 'positive', title: bidLabels.youreWinning } as const;
  const hasBid = bidHere || (lot.userBidCount ?? 0) > 0;
  return hasBid && lot.highbid_user_id != null ? ({ tone: 'critical', title: bidLabels.youAreLosing } as const) : null;
}

export interface LiveBidBoxProps {
  lot: Lot;
  auctionId: number;
  /** The signed-in buyer's id; null for a visitor, who sees 'Login to Bid'. */
  buyerId: number | null;
  registration: LiveRegistrationState;
  /** Why bidding waits (not started, closed, reconnecting; the room says it); null when the buyer may bid. */
  pausedBecause: string | null;
  onLogin: () => void;
}

/**
 * The live room's bid box: whole dollars on the increment grid (the domain's rules, the spec's messages), quick bids
 * from the grid to pick with the keyboard, Enter to bid. Only an approved buyer's bid goes to the server.
 */
export function LiveBidBox({ lot, auctionId, buyerId, registration, pausedBecause, onLogin }: LiveBidBoxProps) {
  const placeBid = usePlaceLiveBid();
  const toast = useToast();
  const [draft, setDraft] = useState('');
  const [lotsBidOn, setLotsBidOn] = useState<ReadonlySet<number>>(() => new Set());
  const standing = standingOf(lot, buyerId, lotsBidOn.has(lot.id));
  const increments = incrementTableFromApi(lot.BidIncrement);
  const minimum = centsFromDollars(lot.next_bid ?? lot.wprice) ?? 0;
  const suggestions = bidSuggestions(increments, minimum);

  const onPlaceBid = (amount: Cents) => {
    if (buyerId === null) return;
    if (registration !== 'approved') {
      toast.show({
        tone: 'warning',
        kind: 'alert',
        title: liveRegistrationTexts.notApproved,
        duration: NOT_APPROVED_MS,
      });
      return;
    }
    return placeBid
      .mutateAsync({
        body: {
          id: lot.id,
          wsprice: dollarsFromCents(amount),
          userid: buyerId,
          auctionid: auctionId,
          bidding_type: 'hard',
          hard_bid: 1,
          hardbid: 1,
        },
      })
      .then(() => setLotsBidOn((lots) => new Set(lots).add(lot.id)));
  };

  return (
    <div>
      {standing ? (
        <div className={sprinkles({ marginBottom: 'small' })}>
          <StatusBanner tone={standing.tone} title={standing.title} />
        </div>
      ) : null}
      <BidControl
        variant="live"
        currentPriceCents={centsFromDollars(lot.wprice) ?? 0}
        minimumBidCents={minimum}
        premiumPercent={lot.buyerpremium_percentage}
        shippingCents={centsFromDollars(lot.shippingcost)}
        increments={increments}
        disabled={pausedBecause !== null}
        loggedOut={buyerId === null}
        submitting={placeBid.isPending}
        value={draft}
        onValueChange={setDraft}
        onPlaceBid={onPlaceBid}
        onLogin={onLogin}
      />
      {buyerId !== null ? (
        <Select
          label="Quick bid"
          placeholder="Pick an amount"
          disabled={pausedBecause !== null}
          value=""
          onValueChange={(value) => setDraft(String(dollarsFromCents(Number(value))))}
          options={suggestions.map((cents) => ({ value: String(cents), label: formatMoney(cents) }))}
        />
      ) : null}
    </div>
  );
}
