import type { DashboardLot } from '@storefront/api-client';
import { useLotRooms } from '@storefront/api-client/realtime';
import { EmptyState, Pagination, Skeleton, usePageInRange } from '@storefront/ui';
import { useState } from 'react';
import { useFavourites } from '../api/useFavourites';
import { useRemoveFavourite } from '../api/useRemoveFavourite';
import { FavouriteCard } from './FavouriteCard';
import * as styles from './favourites.css';

export interface FavouritesListProps {
  buyerId: number;
  /** A lot's own page; the app owns its routes. */
  lotHref: (lot: DashboardLot) => string;
}

/** /Dashboard/FavouritesB: the buyer's favourite lots, 6 a page, each with Remove; 'No Favorites found' when none. */
export function FavouritesList({ buyerId, lotHref }: FavouritesListProps) {
  const [page, setPage] = useState(1);
  const favourites = useFavourites(page);
  useLotRooms(favourites.data?.results.map((lot) => lot.id) ?? []);
  const remove = useRemoveFavourite();
  usePageInRange(page, favourites.data?.total_pagecnt, () => setPage(1));

  let content;
  if (favourites.error) content = <p role="alert">{favourites.error.message}</p>;
  else if (favourites.isPending) {
    content = (
      <Skeleton.Root label="Loading favourites">
        <Skeleton.Block height="14rem" />
      </Skeleton.Root>
    );
  } else if (favourites.data.results.length === 0) {
    content = <EmptyState kind="favorites" size="inline" />;
  } else {
    content = (
      <>
        <ul className={styles.grid} aria-label="Favourite lots">
          {favourites.data.results.map((lot) => (
            <FavouriteCard
              key={lot.id}
              lot={lot}
              href={lotHref(lot)}
              removing={remove.isPending && remove.variables.body.id === lot.id}
              onRemove={() => remove.mutate({ body: { id: lot.id, userid: buyerId } })}
            />
          ))}
        </ul>
        <Pagination
          pageCount={favourites.data.total_pagecnt}
          page={page}
          onPageChange={setPage}
          aria-label="Favourites pages"
        />
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="favourites-heading">
      <h2 id="favourites-heading">Favourite Lots</h2>
      {content}
    </section>
  );
}
