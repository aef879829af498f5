import type { Lot } from '@storefront/api-client';
import { LotNeighbours } from '@storefront/ui';
import { useLiveRoom } from '../api/useLiveRoom';

export interface LiveLotNeighboursProps {
  auctionId: number;
  lotId: number;
  /** The signed-in buyer, or 0 for a visitor. */
  userid: number;
  hrefForLot: (lot: Pick<Lot, 'id' | 'lotof'>) => string;
}

/** Previous and next lot of the live auction, in lot order. */
export function LiveLotNeighbours({ auctionId, lotId, userid, hrefForLot }: LiveLotNeighboursProps) {
  const lots = useLiveRoom(auctionId, userid).data?.data.lots ?? [];
  const index = lots.findIndex((lot) => lot.id === lotId);
  if (index === -1) return null;
  const previous = lots[index - 1];
  const next = lots[index + 1];
  return (
    <LotNeighbours previousHref={previous ? hrefForLot(previous) : null} nextHref={next ? hrefForLot(next) : null} />
  );
}
