import { useApi } from '@storefront/api-client/react';
import { useMutation } from '@tanstack/react-query';
import { useBidAnswer } from './useBidAnswer';

/** A maximum bid from a listing card or the lot drawer (placeBid); the broadcast moves the price everywhere. */
export function usePlaceListingBid() {
  const { mutations } = useApi();
  return useMutation({ ...mutations.placeBid, ...useBidAnswer() });
}
