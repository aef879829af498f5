import type { NextPrices } from './metalPrices';
import { metals } from './metalPrices';

/** How long the feed may take to answer before this tick is skipped. */
const FEED_TIMEOUT_MS = 10_000;
/** Above any metal's price per troy ounce: a feed answering more is broken, not a market. */
const CEILING = 1_000_000;

const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value < CEILING;

/**
 * The configured price feed (METAL_PRICES_URL): a GET answering `{ gold, silver, platinum, palladium }` in US dollars
 * per troy ounce. Its four prices are checked; an answer that fails, times out or has a price that is not a positive
 * number gives no tick (the strip keeps the last prices).
 */
export function metalFeed(url: string, fetchPrices: typeof fetch = fetch): NextPrices {
  return async () => {
    try {
      const response = await fetchPrices(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
      if (!response.ok) return null;
      const body = (await response.json()) as Record<string, unknown> | null;
      if (body === null || typeof body !== 'object') return null;
      const prices = metals.map((metal) => [metal, body[metal]] as const);
      if (!prices.every(([, price]) => isPrice(price))) return null;
      return Object.fromEntries(prices) as Record<(typeof metals)[number], number>;
    } catch {
      return null;
    }
  };
}
