/**
 * What the content routes' loaders need from the content slice, loaded on demand. A module of its own so that the
 * dynamic import names these two exports only: importing the slice's entry would keep the whole slice (the sanitiser,
 * the carousel, every form) in one chunk that each content page then loads (JavaScript budget of every route).
 */
export { ensureStoreDetails, REVIEWS_INIT } from '@storefront/features/content';
