import type { DashboardLot, DashboardStatus } from '@storefront/api-client';
import { centsFromDollars, formatMoney } from '@storefront/domain';
import { FallbackImage, Link, priceLabel } from '@storefront/ui';
import type { ReactNode } from 'react';
import { maximumDistance } from '../api/maximumDistance';
import { rowStatus } from '../api/rowStatus';
import type { DashboardHrefs } from './dashboardHrefs';
import * as styles from './dashboard.css';

/** Spec 000 §2: a won lot not yet paid. */
export const ADDED_TO_CHECKOUT = 'Added To Checkout';

export interface DashboardLotRowProps {
  row: DashboardLot;
  list: DashboardStatus;
  buyerId: number;
  hrefs: DashboardHrefs;
  /** Where the bidding slice's retraction goes on an active row (it shows itself only where the rule allows). */
  retract?: ReactNode;
  /** Where the bidding slice's new maximum bid goes on an active row (it shows itself only where the rule allows). */
  raiseMaximum?: ReactNode;
}

const money = (dollars: number) => formatMoney(centsFromDollars(dollars) ?? 0);

function Amount({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.amount}>
      <dt className={styles.amountLabel}>{label}</dt>
      <dd className={styles.amountValue}>{children}</dd>
    </div>
  );
}

/**
 * One lot of a dashboard list: picture, title, price and status; the buyer's maximum (on a finished lot too: `mybid` is
 * only the price their last bid went in at, below what a proxy may have won at), checkout or invoice.
 */
export function DashboardLotRow({ row, list, buyerId, hrefs, retract, raiseMaximum }: DashboardLotRowProps) {
  const status = rowStatus(row, list, buyerId);
  const distance = list === 'bidactive' ? maximumDistance(row) : null;
  const titleId = `dashboard-lot-${list}-${row.id}`;
  const won = status.label === 'Won';
  return (
    <li className={styles.row} aria-labelledby={titleId}>
      <FallbackImage src={row.avatar} alt={row.title} ratio="square" />
      <div className={styles.facts}>
        <h3 id={titleId} className={styles.title}>
          <Link href={hrefs.lot(row)} className={styles.lotLink}>
            {row.title}
          </Link>
        </h3>
        <p className={styles.muted}>
          Lot #{row.sku}
          {row.auctionlot_title ? ` · ${row.auctionlot_title}` : null}
        </p>
        <dl className={styles.amounts}>
          <Amount label={priceLabel(row)}>{money(row.wprice)}</Amount>
          {distance ? (
            <>
              <Amount label="Your Maximum Bid">{formatMoney(distance.maximum)}</Amount>
              <Amount label={distance.room >= 0 ? 'Room To Your Maximum' : 'Above Your Maximum'}>
                {formatMoney(Math.abs(distance.room))}
              </Amount>
            </>
          ) : row.lastproxtamt !== undefined ? (
            <Amount label="Your Maximum Bid">{money(row.lastproxtamt)}</Amount>
          ) : row.mybid !== undefined ? (
            <Amount label="Your Bid">{money(row.mybid)}</Amount>
          ) : null}
        </dl>
        {list === 'bidactive' ? raiseMaximum : null}
      </div>
      <div className={styles.side}>
        <span className={styles.status} data-tone={status.tone}>
          {status.label}
        </span>
        {won && row.paid !== 1 ? (
          <span className={styles.status} data-tone="caution">
            {ADDED_TO_CHECKOUT}
          </span>
        ) : null}
        {won && row.paid === 1 && row.common_invoice != null ? (
          <Link
            href={hrefs.invoice(row.common_invoice)}
            className={styles.smallActionLink}
            aria-label={`Invoice for ${row.title}`}
          >
            Invoice
          </Link>
        ) : null}
        {list === 'bidactive' ? retract : null}
      </div>
    </li>
  );
}
