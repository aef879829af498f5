import { isLive } from '@storefront/domain';

/** A lot's own page: /lotview for a live auction's lot, /timedlotView for a timed one, with the buyer's id or 0. */
export const lotHref = (lot: { id: number; lotof: number; con_check?: number | undefined }, buyerId: number | null) =>
  `/${isLive(lot.con_check ?? 0) ? 'lotview' : 'timedlotView'}/${lot.lotof}/${lot.id}/${buyerId ?? 0}`;
