import type { Auction, Lot } from '@storefront/api-client';
import { centsFromDollars, formatEstimate, formatMoney, lotsRemaining, percentCompleted } from '@storefront/domain';
import { Countdown, type TickingClock } from '@storefront/ui';
import * as styles from './live.css';

export interface LiveRoomHeaderProps {
  auction: Auction;
  lot: Lot | undefined;
  progress: { close_count: number; total_count: number } | undefined;
  closed: boolean;
  /** The page's ticker: the timer re-renders on its own each second. */
  clock: TickingClock;
}

/** The room's head: title, timer or 'Auction Closed', and the chips of the lot on the block and of the sale. */
export function LiveRoomHeader({ auction, lot, progress, closed, clock }: LiveRoomHeaderProps) {
  const premium = lot?.buyerpremium_percentage ?? auction.buyer_premium;
  return (
    <header className={styles.column}>
      <h1 id="live-room-title">{auction.title}</h1>
      {closed ? (
        <p role="status">Auction Closed</p>
      ) : (
        <Countdown
          kind="live"
          start={Date.parse(auction.date_added)}
          end={Date.parse(auction.date_closed)}
          clock={clock}
          market_status={auction.market_status}
        />
      )}
      <ul className={styles.chips} aria-label="About this lot and the sale">
        {lot ? <li className={styles.chip}>Lot # {lot.sku}</li> : null}
        {progress ? (
          <>
            <li className={styles.chip}>
              {Math.round(percentCompleted(progress.close_count, progress.total_count))}% Completed
            </li>
            <li className={styles.chip}>{lotsRemaining(progress.close_count, progress.total_count)} Lots Remaining</li>
          </>
        ) : null}
        {lot ? (
          <>
            <li className={styles.chip}>
              Estimate {formatEstimate(centsFromDollars(lot.lowest), centsFromDollars(lot.highest))}
            </li>
            <li className={styles.chip}>Shipping {formatMoney(centsFromDollars(lot.shippingcost) ?? 0)}</li>
          </>
        ) : null}
        {premium !== undefined && premium !== null ? <li className={styles.chip}>Buyer's Premium {premium}%</li> : null}
      </ul>
    </header>
  );
}
