import type { components } from '@storefront/api-client';
import type { Services } from '../services';
import { everyone } from './realtime';

type LivePrice = components['schemas']['LivePrice'];
type Metal = keyof LivePrice;

/** Spot prices near the market's, in US dollars per troy ounce, where a store without history starts. */
const START: Record<Metal, number> = { gold: 2650, silver: 31.2, platinum: 980, palladium: 1010 };
/** Standard deviation of one tick's relative move. */
const VOLATILITY = 0.0008;
const HISTORY_LENGTH = 240;

const metals = Object.keys(START) as Metal[];
const round = (value: number) => Math.round(value * 100) / 100;

/** A normally distributed number (Box–Muller). */
function gaussian(random: () => number) {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export interface MetalTicker {
  latest: () => LivePrice;
  /** The last ticks, oldest first, for sparklines. */
  history: () => readonly LivePrice[];
  tick: () => LivePrice;
}

/**
 * metalsLivePrice: a random walk around realistic spot prices, starting from the store's latest daily prices. Each
 * tick is sent to everyone and kept in a short history in memory (the daily history stays the store's).
 */
export async function createMetalTicker(services: Services, random = Math.random): Promise<MetalTicker> {
  const last = await services.db.selectFrom('metal_prices').selectAll().orderBy('date', 'desc').executeTakeFirst();
  let current: LivePrice = Object.fromEntries(
    metals.map((metal) => [metal, last?.[metal] == null ? START[metal] : Number(last[metal])]),
  ) as LivePrice;
  const history: LivePrice[] = [current];
  return {
    latest: () => current,
    history: () => history,
    tick: () => {
      current = Object.fromEntries(
        metals.map((metal) => [metal, round((current[metal] ?? START[metal]) * (1 + VOLATILITY * gaussian(random)))]),
      ) as LivePrice;
      history.push(current);
      if (history.length > HISTORY_LENGTH) history.shift();
      services.realtime.send(everyone, 'metalsLivePrice', current);
      return current;
    },
  };
}
