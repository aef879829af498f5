import type { components } from '@storefront/api-client';
import type { Services } from '../services';
import { everyone } from './realtime';

type LivePrice = components['schemas']['LivePrice'];
type Metal = Exclude<keyof LivePrice, 'source'>;
/** Where the prices come from: the configured feed, or the demo's random walk (the storefront labels those). */
export type PriceSource = LivePrice['source'];

/** Spot prices near the market's, in US dollars per troy ounce, where a store without history starts. */
const START: Record<Metal, number> = { gold: 2650, silver: 31.2, platinum: 980, palladium: 1010 };
/** Standard deviation of one tick's relative move. */
const VOLATILITY = 0.0008;
const HISTORY_LENGTH = 240;

export const metals = Object.keys(START) as Metal[];
const round = (value: number) => Math.round(value * 100) / 100;

/** A normally distributed number (Box–Muller). */
function gaussian(random: () => number) {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export interface MetalTicker {
  latest: () => LivePrice;
  /** The last ticks, oldest first, for sparklines. */
  history: () => readonly LivePrice[];
  /** The next prices, sent to everyone; null when the feed gave none this time. */
  tick: () => Promise<LivePrice | null>;
}

/** The next four prices from the current ones: a random walk (the demo) or the feed's answer. */
export type NextPrices = (current: Record<Metal, number | null>) => Promise<Record<Metal, number | null> | null>;

/** The demo's prices: a random walk around realistic spot prices. */
export function randomWalk(random = Math.random): NextPrices {
  return async (current) =>
    Object.fromEntries(
      metals.map((metal) => [metal, round((current[metal] ?? START[metal]) * (1 + VOLATILITY * gaussian(random)))]),
    ) as Record<Metal, number>;
}

/**
 * metalsLivePrice: prices from `next` (the configured feed, or the demo's random walk), starting from the store's
 * latest daily prices. Each tick is sent to everyone with its source and kept in a short history in memory (the daily
 * history stays the store's).
 */
export async function createMetalTicker(
  services: Services,
  source: PriceSource,
  next: NextPrices,
): Promise<MetalTicker> {
  const last = await services.db.selectFrom('metal_prices').selectAll().orderBy('date', 'desc').executeTakeFirst();
  const start = Object.fromEntries(
    metals.map((metal) => [
      metal,
      last?.[metal] == null ? (source === 'demo' ? START[metal] : null) : Number(last[metal]),
    ]),
  ) as Record<Metal, number | null>;
  let current: LivePrice = { ...start, source };
  const history: LivePrice[] = [current];
  return {
    latest: () => current,
    history: () => history,
    tick: async () => {
      const prices = await next(current);
      if (!prices) return null;
      current = { ...prices, source };
      history.push(current);
      if (history.length > HISTORY_LENGTH) history.shift();
      services.realtime.send(everyone, 'metalsLivePrice', current);
      return current;
    },
  };
}
