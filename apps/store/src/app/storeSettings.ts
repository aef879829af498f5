import type { components } from '@storefront/api-client';

export type StoreSettings = components['schemas']['StoreSettings'];

/** The element the server writes into every page (apps/api/src/routes/storeSettingsPage.ts). */
const STORE_SETTINGS_ELEMENT = 'store-settings';

/**
 * Who the store is and its card provider, as the server was started with them (STORE_*, CARD_PROVIDER_*): the app is
 * built once and serves any store. Read from the page before the first render.
 */
export const storeSettings: StoreSettings = (() => {
  const text = document.getElementById(STORE_SETTINGS_ELEMENT)?.textContent;
  if (!text)
    throw new Error(`The page carries no store settings (#${STORE_SETTINGS_ELEMENT}): serve it from the server.`);
  return JSON.parse(text) as StoreSettings;
})();
