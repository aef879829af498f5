import { displayBidStatus, formatMoney, formatTime } from '@storefront/domain';
import * as styles from './BidHistory.css';
import type { AuctionType, BidHistoryEntry } from './types';

export interface BidHistoryTableProps {
  auctionType: AuctionType;
  bids: readonly BidHistoryEntry[];
}

/** The Bid History modal's table: Paddle Id (live) or Bidder Id (timed), Date in New York time, Amount. */
export function BidHistoryTable({ auctionType, bids }: BidHistoryTableProps) {
  return (
    <table className={styles.table} aria-label="Bid History">
      <thead>
        <tr>
          <th scope="col" className={styles.headerCell}>
            {auctionType === 'live' ? 'Paddle Id' : 'Bidder Id'}
          </th>
          <th scope="col" className={styles.headerCell}>
            Date
          </th>
          <th scope="col" className={`${styles.headerCell} ${styles.amountCell}`}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {bids.map((bid, index) => (
          <tr
            key={bid.id}
            className={styles.row({ latest: index === 0 })}
            data-state={index === 0 ? 'latest' : undefined}
          >
            <td className={styles.cell}>{bid.bidder}</td>
            <td className={`${styles.cell} ${styles.dateCell}`}>
              <time dateTime={new Date(bid.placedAt).toISOString()}>{formatTime(bid.placedAt, 'lotPage')}</time>
            </td>
            <td className={`${styles.cell} ${styles.amountCell}`}>
              <span className={styles.amount}>{formatMoney(bid.amountCents)}</span>
              {bid.bidType ? <span className={styles.bidType}>{displayBidStatus(bid.bidType)}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
BidHistoryTable.displayName = 'BidHistory.Table';
