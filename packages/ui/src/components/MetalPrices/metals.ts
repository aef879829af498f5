import { centsFromDollars, formatAmount, formatMoney, type Cents } from '@storefront/domain';

export type Metal = 'gold' | 'silver' | 'platinum' | 'palladium';

/** The strip's order and labels, as the spec writes them. */
export const METALS: readonly Metal[] = ['gold', 'silver', 'platinum', 'palladium'];

export const METAL_LABELS: Record<Metal, string> = {
  gold: 'GOLD',
  silver: 'SILVER',
  platinum: 'PLATINUM',
  palladium: 'PALLADIUM',
};

/** What the spec shows for a missing price. */
export const MISSING_PRICE = '-';

/** The metalsLivePrice message: spot prices in US dollars per troy ounce; null when missing. */
export type MetalLivePrices = Record<Metal, number | null>;

/** One day of price history (MetalPricePoint), oldest first in a history array. */
export interface MetalPriceHistoryPoint extends MetalLivePrices {
  date: string;
}

export type PriceDirection = 'up' | 'down' | 'unchanged';

export interface PriceChange {
  direction: PriceDirection;
  /** '+12.40 (+0.53%)'. */
  text: string;
}

/** A price in cents, or null when the message carries none. */
export function priceCents(prices: MetalLivePrices | null | undefined, metal: Metal): Cents | null {
  return centsFromDollars(prices?.[metal] ?? null);
}

/** 'US $2,341.10', or '-' when missing. */
export function formatMetalPrice(cents: Cents | null): string {
  return cents === null ? MISSING_PRICE : formatMoney(cents);
}

/** The change from `reference` to `current`; null when either is missing. */
export function priceChange(current: Cents | null, reference: Cents | null): PriceChange | null {
  if (current === null || reference === null) return null;
  const delta = current - reference;
  const direction: PriceDirection = delta > 0 ? 'up' : delta < 0 ? 'down' : 'unchanged';
  const sign = delta > 0 ? '+' : delta < 0 ? '-' : '';
  const percent = reference === 0 ? 0 : (Math.abs(delta) / reference) * 100;
  return { direction, text: `${sign}${formatAmount(Math.abs(delta))} (${sign}${percent.toFixed(2)}%)` };
}

/** The metal's prices in a history, oldest first, with missing days left out. */
export function historySeries(history: readonly MetalPriceHistoryPoint[], metal: Metal): number[] {
  return history.map((point) => point[metal]).filter((price): price is number => typeof price === 'number');
}

export const SPARKLINE_WIDTH = 100;
export const SPARKLINE_HEIGHT = 32;

/** SVG polyline points that fit the series into the sparkline's box; empty below two points. */
export function sparklinePoints(series: readonly number[]): string {
  if (series.length < 2) return '';
  const low = Math.min(...series);
  const high = Math.max(...series);
  const inset = 2;
  const span = SPARKLINE_HEIGHT - inset * 2;
  return series
    .map((price, index) => {
      const x = (index / (series.length - 1)) * SPARKLINE_WIDTH;
      const y = high === low ? SPARKLINE_HEIGHT / 2 : inset + (1 - (price - low) / (high - low)) * span;
      return `${Number(x.toFixed(2))},${Number(y.toFixed(2))}`;
    })
    .join(' ');
}
