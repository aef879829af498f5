export { FAVOURITE_ADDED, FAVOURITE_REMOVED, useToggleFavourite } from './api/useToggleFavourite';
export { FavouriteHeart, type FavouriteHeartProps } from './components/FavouriteHeart';
export { FAVOURITES_PAGE_SIZE, favouritesInit } from './api/useFavourites';
export { PRODUCT_REMOVED, useRemoveFavourite } from './api/useRemoveFavourite';
export { FavouritesList, type FavouritesListProps } from './components/FavouritesList';
