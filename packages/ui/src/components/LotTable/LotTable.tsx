import type { UserId } from '@storefront/domain';
import { columnLabels, tableColumns, type LotTableVariant } from './columns';
import { isHammered } from '../../lot/priceLabel';
import type { LotTableLot } from './lot';
import { LotRow } from './LotRow';
import * as styles from './LotTable.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';

export interface LotTableProps {
  lots: readonly LotTableLot[];
  /** `auction` (lots page: with Est and Status) or `search` (the listing's search mode). */
  variant?: LotTableVariant | undefined;
  /** The signed-in buyer, to mark the lots they lead. */
  userId?: UserId | null | undefined;
  /** A click on the row, the title or 'read more'. */
  onOpenLot?: ((lot: LotTableLot) => void) | undefined;
  /** Gives each lot an address, so titles and 'read more' are links through the `LinkProvider`'s component. */
  hrefForLot?: ((lot: LotTableLot) => string) | undefined;
  /** Where lots of several auctions meet (search results): the address of a lot's auction, named under its title. */
  hrefForAuction?: ((lot: LotTableLot) => string) | undefined;
  /** Names the table for assistive technology. */
  caption?: string | undefined;
}

/** The list view of lots; at 768 px or less each row becomes a card. */
export function LotTable({
  lots,
  variant = 'auction',
  userId,
  onOpenLot = () => undefined,
  hrefForLot,
  hrefForAuction,
  caption = 'Lots',
}: LotTableProps) {
  if (lots.length === 0) {
    return (
      <p className={styles.empty} role="status">
        No Products Found
      </p>
    );
  }

  const columns = tableColumns[variant];
  const priceHeading = lots.every(isHammered) ? 'Sold Price' : columnLabels.price;

  return (
    <table className={styles.table} data-variant={variant}>
      <caption className={visuallyHidden}>{caption}</caption>
      <thead className={styles.head}>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={styles.headerCell({ column })}>
              {column === 'price' ? priceHeading : columnLabels[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={styles.body}>
        {lots.map((lot) => (
          <LotRow
            key={lot.id}
            lot={lot}
            columns={columns}
            userId={userId}
            href={hrefForLot?.(lot)}
            auctionHref={hrefForAuction?.(lot)}
            onOpenLot={onOpenLot}
            priceHeading={priceHeading}
          />
        ))}
      </tbody>
    </table>
  );
}
