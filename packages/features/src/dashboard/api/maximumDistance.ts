import type { DashboardLot } from '@storefront/api-client';
import { centsFromDollars, type Cents } from '@storefront/domain';

export interface MaximumDistance {
  maximum: Cents;
  /** How far the current price is below the buyer's maximum (negative: the price has passed it). */
  room: Cents;
}

/** The buyer's own maximum on an active lot and how far the current price is from it; null without one. */
export function maximumDistance(row: DashboardLot): MaximumDistance | null {
  if (row.lastproxtamt === undefined) return null;
  const maximum = centsFromDollars(row.lastproxtamt) ?? 0;
  const price = centsFromDollars(row.wprice) ?? 0;
  return { maximum, room: maximum - price };
}
