/**
 * A path of this site, the only place a sign-in may send the buyer back to: '/…', but not '//host' nor '/\host'
 * (browsers read a backslash as a slash), and no control characters (URL parsing drops tabs and line breaks).
 */
const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\/(?![/\\])/.test(value) &&
  ![...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

export interface LoginSearch {
  redirect?: string;
}

/** /login?redirect=… : where the buyer goes back to once signed in; anything else is dropped. */
export function loginSearch(search: Record<string, unknown>): LoginSearch {
  return isSitePath(search['redirect']) ? { redirect: search['redirect'] } : {};
}

/** Timed-auction pages are loaded in full after sign-in (spec 000 §2), so their bid state is read fresh. */
export const isTimedAuctionPath = (path: string) => /^\/(auction\/timed-auction|timedlotView)\//i.test(path);

/** Live-auction pages carry the buyer's registration, so they too are loaded in full after sign-in. */
export const isLiveAuctionPath = (path: string) => /^\/(auction\/\d|livelots\/|lotview\/)/i.test(path);
