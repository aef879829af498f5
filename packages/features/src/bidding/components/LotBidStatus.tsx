import type { Lot } from '@storefront/api-client';
import { bidStatus, centsFromDollars } from '@storefront/domain';
import { StatusBanner } from '@storefront/ui';

export interface LotBidStatusProps {
  lot: Lot;
  /** The signed-in buyer; a visitor has no status. */
  buyerId: number | null;
}

const TITLES = {
  winning: "You're Winning!",
  winningWithProxy: "You're Winning!",
  reserveNotMet: 'Reserve Not Met',
  outbid: 'Outbid',
  bought: 'Bought',
  lost: 'Lost',
} as const;

/** The personal bid-status banner of the timed lot view, by the domain's status rules; nothing before a first bid. */
export function LotBidStatus({ lot, buyerId }: LotBidStatusProps) {
  if (buyerId === null) return null;
  const status = bidStatus({
    market_status: lot.market_status,
    price: centsFromDollars(lot.wprice) ?? 0,
    leading: lot.highbid_user_id === buyerId,
    hasBid: (lot.userBidCount ?? 0) > 0 || lot.maxbidamt !== undefined,
    reserveMet: lot.reserve_met !== 0,
    ownMaximum: centsFromDollars(lot.maxbidamt),
  });
  if (!status) return null;
  return (
    <section aria-label="Your bid status" data-status={status.kind}>
      <StatusBanner tone={status.tone} title={TITLES[status.kind]}>
        {status.text}
      </StatusBanner>
    </section>
  );
}
