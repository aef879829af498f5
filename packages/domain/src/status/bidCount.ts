/** The names a lot's bid count goes by in the API's answers (spec: bid_count/nobids/bidcnt). */
export interface BidCountFields {
  readonly bidcnt?: unknown;
  readonly bid_count?: unknown;
  readonly nobids?: unknown;
}

/** A lot's bid count under whichever name its answer uses (a typed lot, or one read from any cached answer); 0 when none. */
export function bidCountOf(lot: BidCountFields | Readonly<Record<string, unknown>>): number {
  const count = lot.bidcnt ?? lot.bid_count ?? lot.nobids;
  return typeof count === 'number' ? count : 0;
}
