import type { Auction } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { liveRegistrationState } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';

/** The buyer's registration for an auction as the API tells it: unregistered, pending or approved. */
export const registrationOf = (auction: Pick<Auction, 'isRegistered' | 'is_register_active'>) =>
  liveRegistrationState(auction.isRegistered, auction.is_register_active);

/**
 * The auction's head (getAuctionLotDetails) as the registration reads it; bidderapproval is written into the same
 * entry, so a pending buyer flips to approved without a reload.
 */
export function useAuctionRegistration(auctionid: number) {
  const { queries } = useApi();
  return useQuery({ ...queries.getAuctionLotDetails({ body: { auctionid } }), select: (answer) => answer.data });
}
