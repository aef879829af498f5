import type { Lot } from '@storefront/api-client';
import { Link, sprinkles } from '@storefront/ui';
import { useLiveRoom } from '../api/useLiveRoom';

export interface LotNeighboursProps {
  auctionId: number;
  lotId: number;
  /** The signed-in buyer, or 0 for a visitor. */
  userid: number;
  hrefForLot: (lot: Pick<Lot, 'id' | 'lotof'>) => string;
}

/** Previous and next lot of the live auction, in lot order. */
export function LotNeighbours({ auctionId, lotId, userid, hrefForLot }: LotNeighboursProps) {
  const lots = useLiveRoom(auctionId, userid).data?.data.lots ?? [];
  const index = lots.findIndex((lot) => lot.id === lotId);
  if (index === -1) return null;
  const previous = lots[index - 1];
  const next = lots[index + 1];
  return (
    <nav
      aria-label="Other lots of this auction"
      className={sprinkles({ display: 'flex', justifyContent: 'space-between', gap: 'medium' })}
    >
      {previous ? <Link href={hrefForLot(previous)}>Previous Lot</Link> : <span />}
      {next ? <Link href={hrefForLot(next)}>Next Lot</Link> : null}
    </nav>
  );
}
