import { FavouriteToggle } from '@storefront/ui';
import { useToggleFavourite } from '../api/useToggleFavourite';

export interface FavouriteHeartProps {
  lotId: number;
  /** The lot's isFav as the cache holds it. */
  isFav: 0 | 1 | undefined;
  /** The signed-in buyer; a visitor is sent to log in and brought back. */
  buyerId: number | null;
  onLogin: () => void;
}

/** The favourite heart of a lot, wherever the lot is shown. */
export function FavouriteHeart({ lotId, isFav, buyerId, onLogin }: FavouriteHeartProps) {
  const toggle = useToggleFavourite();
  return (
    <FavouriteToggle
      pressed={isFav === 1}
      loggedIn={buyerId !== null}
      onLogin={onLogin}
      onPressedChange={() => {
        if (buyerId !== null && !toggle.isPending) toggle.mutate({ body: { id: lotId, userid: buyerId } });
      }}
    />
  );
}
