/** A lot's or auction's `market_status` as the API spells it. */
export type MarketStatus = 'open' | 'sold' | 'unsold' | 'closed';

/** `con_check` as the API sends it: 1 (or '1', true) means live, anything else timed. */
export function isLive(con_check: number | string | boolean | null | undefined): boolean {
  return con_check === true || Number(con_check) === 1;
}
