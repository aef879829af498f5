import { bidLabels } from '@storefront/domain';
import * as styles from './BidHistory.css';
import { BidHistoryTable } from './BidHistoryTable';
import { PricePathChart } from './PricePathChart';
import type { AuctionType, BidHistoryEntry } from './types';

export interface BidHistoryProps {
  auctionType: AuctionType;
  /** The lot's bids, newest first as the history lists them. */
  bids: readonly BidHistoryEntry[];
}

/** A lot's bids: the price path and the table, or 'No Bids Found'. */
export function BidHistory({ auctionType, bids }: BidHistoryProps) {
  const empty = bids.length === 0;
  return (
    <div className={styles.root} data-state={empty ? 'empty' : 'filled'} data-auction-type={auctionType}>
      {empty ? (
        <p className={styles.empty}>{bidLabels.noBids}</p>
      ) : (
        <>
          <PricePathChart bids={bids} />
          <BidHistoryTable auctionType={auctionType} bids={bids} />
        </>
      )}
    </div>
  );
}
BidHistory.displayName = 'BidHistory';
