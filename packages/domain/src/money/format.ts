import type { Cents } from './cents';

/** '1,234.50': two decimals, thousands separated, no currency. */
export function formatAmount(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = Math.abs(cents) % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}.${String(fraction).padStart(2, '0')}`;
}

/** Money as the spec shows it: 'US $1,234.50'. */
export function formatMoney(cents: Cents): string {
  return cents < 0 ? `-US $${formatAmount(-cents)}` : `US $${formatAmount(cents)}`;
}

/** '3.1%', '18%': at most two decimals, trailing zeros dropped. */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}
