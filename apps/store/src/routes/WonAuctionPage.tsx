import { sessionUserAtom } from '@storefront/features/auth';
import { WonAuctions } from '@storefront/features/dashboard';
import { useAtomValue } from 'jotai';
import { DeskNav } from './DeskNav';
import { deskHrefs } from './deskHrefs';
import * as styles from './DeskPage.css';

/** /WonAuction: the lots the buyer won (signed-in only; the route asks first). */
export function WonAuctionPage() {
  const user = useAtomValue(sessionUserAtom);
  if (!user) return null;
  return (
    <div className={styles.page}>
      <DeskNav />
      <div className={styles.main}>
        <h1>Won Auctions</h1>
        <WonAuctions buyerId={user.id} hrefs={deskHrefs(user.id)} />
      </div>
    </div>
  );
}
