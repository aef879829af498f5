import type { Cents } from './cents';
import { formatMoney } from './format';

/** The spec's estimate when a lot has none of its own: 100 to 1000. */
export const DEFAULT_ESTIMATE: { readonly lowest: Cents; readonly highest: Cents } = {
  lowest: 10_000,
  highest: 100_000,
};

/**
 * A lot's estimate range; a missing or zero end reads as the default. 'US $2,300.00 - US $2,600.00'. When the default
 * would put the range out of order (an own low above 1000), the lot's own end stands alone: 'US $2,000.00'.
 */
export function formatEstimate(lowest: Cents | null | undefined, highest: Cents | null | undefined): string {
  const low = lowest || DEFAULT_ESTIMATE.lowest;
  const high = highest || DEFAULT_ESTIMATE.highest;
  if (low > high && !(lowest && highest)) return formatMoney(lowest || high);
  return `${formatMoney(low)} - ${formatMoney(high)}`;
}
