import type { Cents } from './cents';

const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * '12,345': a count (results, characters, viewers), thousands separated as en-US writes them. Written out rather
 * than with Intl.NumberFormat: a page's first Intl formatter loads the browser's locale data, about 100 ms of a
 * phone's main thread (4x CPU slowdown) on the first screen.
 */
export function formatCount(count: number): string {
  const sign = count < 0 ? '-' : '';
  return `${sign}${groupThousands(Math.trunc(Math.abs(count)))}`;
}

/** '1,234.50': two decimals, thousands separated, no currency. */
export function formatAmount(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = Math.abs(cents) % 100;
  return `${sign}${groupThousands(whole)}.${String(fraction).padStart(2, '0')}`;
}

/** Money as the spec shows it: 'US $1,234.50'. */
export function formatMoney(cents: Cents): string {
  return cents < 0 ? `-US $${formatAmount(-cents)}` : `US $${formatAmount(cents)}`;
}

/** '3.1%', '18%': at most two decimals, trailing zeros dropped. */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}
