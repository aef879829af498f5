import { bidCountOf, bidLabels, centsFromDollars, formatEstimate, formatMoney, type UserId } from '@storefront/domain';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { centsOf } from '../../lot/amounts';
import { priceLabel as priceLabelOf } from '../../lot/priceLabel';
import { LotAuctionLink } from '../LotCard/LotAuctionLink';
import { StatusChip } from '../LotCard/StatusChip';
import { statusChip, type LotTableLot } from './lot';
import { LotDescription } from './LotDescription';
import { LotImage } from './LotImage';
import { LotLink } from './LotLink';
import { columnLabels, labelledOnCards, type LotTableColumn } from './columns';
import * as styles from './LotTable.css';

export interface LotRowProps {
  lot: LotTableLot;
  columns: readonly LotTableColumn[];
  userId: UserId | null | undefined;
  href: string | undefined;
  /** The lot's auction, named under the title where lots of several auctions meet. */
  auctionHref?: string | undefined;
  onOpenLot: (lot: LotTableLot) => void;
  /** The price column's heading when the table shows current bids, shown on the cell of a finished lot. */
  priceHeading: string;
}

const INTERACTIVE = 'a, button, input, select, textarea, [role="dialog"]';

/** One lot; a click anywhere on the row that is not on a control follows the title, which is the keyboard's way in. */
export function LotRow({ lot, columns, userId, href, auctionHref, onOpenLot, priceHeading }: LotRowProps) {
  const title = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  const open = () => onOpenLot(lot);
  const status = statusChip(lot, userId);
  const priceLabel = priceLabelOf(lot);

  const followTitle = (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return;
    title.current?.click();
  };

  const cells: Record<LotTableColumn, ReactNode> = {
    sku: lot.sku,
    image: <LotImage file={lot.avatar} />,
    title: (
      <>
        <LotLink ref={title} href={href} onOpen={open} className={styles.title}>
          {lot.title}
        </LotLink>
        {auctionHref && lot.auction_title ? <LotAuctionLink title={lot.auction_title} href={auctionHref} /> : null}
      </>
    ),
    description: <LotDescription title={lot.title} description={lot.description} href={href} onOpenLot={open} />,
    estimate: formatEstimate(centsFromDollars(lot.lowest), centsFromDollars(lot.highest)),
    price: (
      <>
        {formatMoney(centsOf(lot.wprice))}
        {priceLabel !== priceHeading ? <span className={styles.priceNote}>{priceLabel}</span> : null}
      </>
    ),
    bids: bidCountOf(lot),
    status: status ? <StatusChip tone={status.tone}>{status.label}</StatusChip> : null,
  };

  return (
    <tr
      className={styles.row}
      data-state={status?.label === bidLabels.youreWinning ? 'winning' : lot.market_status}
      onClick={followTitle}
    >
      {columns.map((column) => (
        <td key={column} className={styles.cell({ column })}>
          {labelledOnCards.has(column) ? (
            <span className={styles.cellLabel} aria-hidden="true">
              {column === 'price' ? priceLabel : columnLabels[column]}
            </span>
          ) : null}
          {cells[column]}
        </td>
      ))}
    </tr>
  );
}
