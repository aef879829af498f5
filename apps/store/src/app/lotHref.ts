import { lotPagePath } from '@storefront/domain';

/** A lot's own page: /lotview for a live auction's lot, /timedlotView for a timed one, with the buyer's id or 0. */
export const lotHref = (lot: { id: number; lotof: number; con_check?: number | undefined }, buyerId: number | null) =>
  lotPagePath(lot, buyerId);
