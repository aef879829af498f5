import { sessionUserAtom } from '@storefront/features/auth';
import { TimedBidBox } from '@storefront/features/bidding';
import { LotOverview, useLot } from '@storefront/features/lots';
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useAskSignIn } from '../app/useAskSignIn';
import * as styles from './TimedLotPage.css';

const route = getRouteApi('/timedlotView/$lotof/$id/$userId');

/** /timedlotView/{lotof}/{id}/{userId}: the lot, its live price and timer, and the bid form. */
export function TimedLotPage() {
  const { id } = route.useParams();
  const { data } = useLot(id);
  const user = useAtomValue(sessionUserAtom);
  const askSignIn = useAskSignIn();
  return (
    <div className={styles.layout}>
      <LotOverview lotId={id} />
      <TimedBidBox lot={data.results} buyerId={user?.id ?? null} onLogin={askSignIn} />
    </div>
  );
}
