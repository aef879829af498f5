export { FAVOURITE_ADDED, FAVOURITE_REMOVED, useToggleFavourite } from './api/useToggleFavourite';
export { FavouriteHeart, type FavouriteHeartProps } from './components/FavouriteHeart';
