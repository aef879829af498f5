/** A path of this site ('/…' but not '//host'), the only place a sign-in may send the buyer back to. */
const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

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
