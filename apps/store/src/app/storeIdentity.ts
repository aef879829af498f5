import { storeSettings } from './storeSettings';

/**
 * Who this storefront belongs to: the store's name, words and how to reach it (spec 000 §2: the footer holds the
 * contact phone and postal address), from the server's settings. The server also writes the name and the home
 * headline into the page's placeholder.
 */
export const storeIdentity = storeSettings.store;

/** The card provider the store was started with (CARD_PROVIDER_*): its host, the store's account there and the mode. */
export const cardProviderSettings = storeSettings.cardProvider;
