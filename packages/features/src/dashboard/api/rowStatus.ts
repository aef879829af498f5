import type { DashboardLot, DashboardStatus } from '@storefront/api-client';
import { dashboardStatus, lotStatusLabel } from '@storefront/domain';

export type RowTone = 'positive' | 'critical' | 'caution' | 'info';

const tones: Record<string, RowTone> = {
  Winning: 'positive',
  Won: 'positive',
  Losing: 'caution',
  Lost: 'critical',
};

/**
 * A row's status word: Winning or Losing on the active list by comparing the highest bidder with the buyer (spec 000
 * §4); elsewhere the lot's own status for the buyer (Won, Lost, Bid Now).
 */
export function rowStatus(row: DashboardLot, list: DashboardStatus, buyerId: number) {
  const label =
    list === 'bidactive'
      ? dashboardStatus({ highest_bidder_user_id: row.highest_bidder_user_id ?? null }, buyerId)
      : lotStatusLabel(
          {
            market_status: row.market_status,
            highbid_user_id: row.highest_bidder_user_id ?? null,
            wprice: row.wprice,
            reserve_met: row.reserve_met,
          },
          buyerId,
          row.mybidid !== undefined,
        );
  return { label, tone: tones[label] ?? 'info' };
}
