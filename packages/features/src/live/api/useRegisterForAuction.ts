import { operationKey } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { patchAuctions } from '@storefront/api-client/realtime';
import { liveRegistrationTexts } from '@storefront/domain';
import { useToast } from '@storefront/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Where the registration was asked: the lots page says the request was sent, the other pages that it succeeded. */
export type RegistrationSurface = 'lots' | 'lot';

/**
 * Registers the buyer for a live auction (registerForAuction, status 'active'); the answer's state (pending unless
 * approved at once) is written into every cache entry that holds the auction, and the spec's message is toasted.
 */
export function useRegisterForAuction(surface: RegistrationSurface) {
  const { mutations } = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    ...mutations.registerForAuction,
    onSuccess: (answer, { body }) => {
      const fields = { isRegistered: 1, is_register_active: answer.is_register_active ?? 1 };
      for (const operation of ['getAuctionLotDetails', 'getLiveAuctionLots'] as const) {
        queryClient.setQueriesData({ queryKey: operationKey(operation) }, (data: unknown) =>
          patchAuctions(data, body.auction_id, fields),
        );
      }
      toast.show({
        tone: 'success',
        title: surface === 'lots' ? liveRegistrationTexts.requested : liveRegistrationTexts.registered,
      });
    },
    onError: () => toast.show({ tone: 'error', title: liveRegistrationTexts.failed }),
  });
}
