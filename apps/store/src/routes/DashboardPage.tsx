import { sessionUserAtom } from '@storefront/features/auth';
import { RetractBid } from '@storefront/features/bidding';
import { BuyerDashboard } from '@storefront/features/dashboard';
import { useAtomValue } from 'jotai';
import { DeskNav } from './DeskNav';
import { deskHrefs } from './deskHrefs';
import * as styles from './DeskPage.css';

/** /dashboard: the buyer's lots by list (signed-in only; the route asks first). */
export function DashboardPage() {
  const user = useAtomValue(sessionUserAtom);
  if (!user) return null;
  return (
    <div className={styles.page}>
      <DeskNav />
      <div className={styles.main}>
        <h1>Dashboard</h1>
        <BuyerDashboard
          buyerId={user.id}
          hrefs={deskHrefs(user.id)}
          renderRetract={(row) => (
            <RetractBid
              lot={{ ...row, highbid_user_id: row.highest_bidder_user_id ?? null }}
              buyerId={user.id}
              bidId={row.mybidid}
            />
          )}
        />
      </div>
    </div>
  );
}
