import type { Lot } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

/**
 * Whether a live auction's lot is the one on the block in its room now (the auction's current_projectid, which the
 * awarding events keep current). Such a lot takes its bids in the room, not from listings (spec 001 §4).
 */
export function useOnTheBlock(lot: Pick<Lot, 'id' | 'lotof' | 'con_check'>) {
  const { queries } = useApi();
  const live = lot.con_check === 1;
  const { data } = useQuery({ ...queries.getAuctionLotDetails({ body: { auctionid: lot.lotof } }), enabled: live });
  return live && data?.data.auction_details.current_projectid === lot.id;
}
