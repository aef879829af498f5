import { CheckoutButton } from './CheckoutButton';
import type { DashboardHrefs } from './dashboardHrefs';
import { DashboardList } from './DashboardList';
import * as styles from './dashboard.css';

export interface WonAuctionsProps {
  buyerId: number;
  hrefs: DashboardHrefs;
}

/** /WonAuction: the lots the buyer won, 'Added To Checkout' until paid, then their invoice. */
export function WonAuctions({ buyerId, hrefs }: WonAuctionsProps) {
  return (
    <section className={styles.section} aria-labelledby="won-heading">
      <div className={styles.header}>
        <h2 id="won-heading">Won Lots</h2>
        <CheckoutButton hrefs={hrefs} />
      </div>
      <DashboardList list="bidwon" label="Won Lots" buyerId={buyerId} hrefs={hrefs} />
    </section>
  );
}
