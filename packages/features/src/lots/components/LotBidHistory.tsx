import type { BidHistoryRow } from '@storefront/api-client';
import { centsFromDollars } from '@storefront/domain';
import { BidHistory, Button, Dialog, type BidHistoryEntry } from '@storefront/ui';
import { useState } from 'react';
import { useBidHistory } from '../api/useBidHistory';

export interface LotBidHistoryProps {
  lotId: number;
  lotTitle: string;
  /** 1 for a lot of a live auction (Paddle Id), 0 for a timed one (Bidder Id). */
  con_check: 0 | 1;
  bidCount: number;
}

const entryOf = (row: BidHistoryRow, index: number, live: boolean): BidHistoryEntry => ({
  id: `${row.created_at}-${index}`,
  bidder: String(live ? (row.bidder_paddle_no ?? row.user_id) : row.user_id),
  placedAt: Date.parse(row.created_at),
  amountCents: centsFromDollars(row.proposed_amount) ?? 0,
  bidType: row.bid_type === 'autoBid' ? row.bid_type : undefined,
});

/** The lot's total bids as a button that opens the Bid History (getBidDetails), read fresh as bids come in. */
export function LotBidHistory({ lotId, lotTitle, con_check, bidCount }: LotBidHistoryProps) {
  const [open, setOpen] = useState(false);
  const history = useBidHistory(lotId, open, bidCount);
  const live = con_check === 1;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="secondary" size="small">
          {bidCount} {bidCount === 1 ? 'Bid' : 'Bids'}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content title="Bid History" description={lotTitle}>
        {history.isError ? (
          <p role="alert">{history.error.message}</p>
        ) : history.data ? (
          <BidHistory
            auctionType={live ? 'live' : 'timed'}
            bids={history.data.results.map((row, index) => entryOf(row, index, live))}
          />
        ) : (
          <p role="status">Loading bids…</p>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
