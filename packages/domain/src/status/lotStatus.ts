import type { Cents } from '../money/cents';
import type { MarketStatus } from './marketStatus';

export type UserId = string | number;

/** The one-word status of a timed lot card and the dashboard. */
export type LotStatusLabel = 'Bid Now' | 'Winning' | 'Won' | 'Losing' | 'Lost';

export interface LotForStatus {
  readonly market_status: MarketStatus;
  readonly highbid_user_id: UserId | null;
  readonly wprice: Cents;
  /** Whether the reserve is met (1, also when there is none) or not yet (0), as the API says; the reserve stays secret. */
  readonly reserve_met: 0 | 1 | null | undefined;
}

function sameUser(a: UserId | null | undefined, b: UserId | null | undefined): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}

/**
 * Winning: top bidder, price at the reserve, lot open; Won once sold. A bidder who is not top reads Losing, or Lost
 * once the lot has ended. Anything else is Bid Now. Where the spec is silent: a top bidder on a lot that ended without
 * a sale reads Lost too.
 */
export function lotStatusLabel(lot: LotForStatus, userId: UserId | null, userHasBid: boolean): LotStatusLabel {
  const top = sameUser(lot.highbid_user_id, userId);
  const reserveReached = lot.reserve_met !== 0;
  if (lot.market_status === 'open') {
    if (top && reserveReached) return 'Winning';
    if (userHasBid && !top) return 'Losing';
    return 'Bid Now';
  }
  if (lot.market_status === 'sold' && top) return 'Won';
  return userHasBid || top ? 'Lost' : 'Bid Now';
}

/** The dashboard compares the highest bidder with the user. */
export function dashboardStatus(
  row: { readonly highest_bidder_user_id: UserId | null },
  userId: UserId | null,
): 'Winning' | 'Losing' {
  return sameUser(row.highest_bidder_user_id, userId) ? 'Winning' : 'Losing';
}
