import { sessionUserAtom } from '@storefront/features/auth';
import { FavouritesList } from '@storefront/features/favourites';
import { useAtomValue } from 'jotai';
import { lotHref } from '../app/lotHref';
import { DeskNav } from './DeskNav';
import * as styles from './DeskPage.css';

/** /Dashboard/FavouritesB: the buyer's favourite lots (signed-in only; the route asks first). */
export function FavouritesPage() {
  const user = useAtomValue(sessionUserAtom);
  if (!user) return null;
  return (
    <div className={styles.page}>
      <DeskNav />
      <div className={styles.main}>
        <h1>Favourites</h1>
        <FavouritesList buyerId={user.id} lotHref={(lot) => lotHref(lot, user.id)} />
      </div>
    </div>
  );
}
