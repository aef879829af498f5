import { formatMoney, type Cents } from '@storefront/domain';

/** The spec's estimate when a lot has none of its own: 100 to 1000. */
export const DEFAULT_ESTIMATE = { lowest: 10_000, highest: 100_000 } as const;

/** 'US $2,300.00 - US $2,600.00'. */
export function formatEstimate(lowest: Cents | null | undefined, highest: Cents | null | undefined): string {
  const low = lowest ?? DEFAULT_ESTIMATE.lowest;
  const high = highest ?? DEFAULT_ESTIMATE.highest;
  return `${formatMoney(low)} - ${formatMoney(high)}`;
}
