import { FavouritesList } from '@storefront/features/favourites';
import { lotHref } from '../app/lotHref';
import { DeskPage } from './DeskPage';

/** /Dashboard/FavouritesB: the buyer's favourite lots. */
export function FavouritesPage() {
  return (
    <DeskPage title="Favourites">
      {({ id: buyerId }) => <FavouritesList buyerId={buyerId} lotHref={(lot) => lotHref(lot, buyerId)} />}
    </DeskPage>
  );
}
