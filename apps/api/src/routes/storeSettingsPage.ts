import type { StoreSettings } from '../config';
import { escapeHtml, jsonInScript } from '../http/escapeHtml';

/** Where the page carries the store's settings for the app to read at start (apps/store/src/app/storeSettings.ts). */
export const STORE_SETTINGS_ELEMENT = 'store-settings';

/**
 * The storefront's index.html for one store: its name in the title and the placeholder (`%STORE_NAME%`), and its
 * settings as a JSON document the app reads before its first render (not a script: the page's policy runs none inline).
 * Also used by the development server (apps/store/vite.config.ts), with the settings the API answers.
 */
export function withStoreSettings(html: string, settings: StoreSettings): string {
  const json = jsonInScript(settings);
  return html
    .replaceAll('%STORE_NAME%', () => escapeHtml(settings.store.name))
    .replace('</head>', () => `<script id="${STORE_SETTINGS_ELEMENT}" type="application/json">${json}</script></head>`);
}
