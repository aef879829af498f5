import type { Lot } from '@storefront/api-client';
import { useLotRooms } from '@storefront/api-client/realtime';
import { EmptyState, LotCardSkeleton, type LotTableProps } from '@storefront/ui';
import type { ReactNode } from 'react';
import type { ResultsLayout } from '../state/listingQuery';
import { lotAuctionHref } from './auctionHref';
import * as styles from './Listing.css';

export interface LotResultsSlots {
  /** A lot as a grid card with its bid box; the app composes it from the bidding slice. */
  renderLotCard: (lot: Lot) => ReactNode;
  /** The lots as the table, when the buyer picks the list view; the app loads it then. */
  renderLotTable: (table: LotTableProps) => ReactNode;
  /** Where a lot's title and 'read more' go in the table. */
  lotHref: (lot: Lot) => string;
  /** The signed-in buyer, to mark the lots they lead. */
  userId?: number | null | undefined;
}

export interface LotResultsProps extends LotResultsSlots {
  lots: readonly Lot[];
  view: ResultsLayout;
  loading: boolean;
}

/** Lots found by a search: cards in a grid, or the table (Lot #, Image, Title, Description, Current Bid, No. Of Bids). */
export function LotResults({ lots, view, loading, renderLotCard, renderLotTable, lotHref, userId }: LotResultsProps) {
  useLotRooms(lots.map((lot) => lot.id));
  if (loading) {
    return (
      <ul className={styles.grid} aria-label="Lots" aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index}>
            <LotCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (lots.length === 0) return <EmptyState kind="products" />;
  if (view === 'list') {
    return renderLotTable({
      variant: 'search',
      lots,
      userId,
      hrefForLot: (row) => hrefById(lots, row.id, lotHref),
      hrefForAuction: (row) => hrefById(lots, row.id, lotAuctionHref),
      caption: 'Lots found',
    });
  }
  return (
    <ul className={styles.grid} aria-label="Lots">
      {lots.map((lot) => (
        <li key={lot.id}>{renderLotCard(lot)}</li>
      ))}
    </ul>
  );
}

/** The table hands back its own row; its links are made from the full lot. */
function hrefById(lots: readonly Lot[], id: number, hrefOf: (lot: Lot) => string): string {
  const lot = lots.find((candidate) => candidate.id === id);
  return lot ? hrefOf(lot) : '/';
}
