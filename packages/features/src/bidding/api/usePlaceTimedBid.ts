import { useApi } from '@storefront/api-client/react';
import { useMutation } from '@tanstack/react-query';
import { useBidAnswer } from './useBidAnswer';

/** A timed maximum bid from the lot view (placeTimedBid); a refusal reaches the mutation as an error. */
export function usePlaceTimedBid() {
  const { mutations } = useApi();
  return useMutation({ ...mutations.placeTimedBid, ...useBidAnswer() });
}
