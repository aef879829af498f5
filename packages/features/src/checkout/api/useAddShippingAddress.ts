import { operationKey } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { ADDRESS_ADDED } from '@storefront/domain';
import { useToast } from '@storefront/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Adds a shipping address: 'Address Added Successfully!!!', and hands its id back so checkout selects it. */
export function useAddShippingAddress(onAdded: (id: number | undefined) => void) {
  const { mutations } = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    ...mutations.addShippingAddress,
    onSuccess: async (answer) => {
      toast.show({ id: 'address', tone: 'success', title: ADDRESS_ADDED });
      await queryClient.invalidateQueries({ queryKey: operationKey('getAllShippingAddresses') });
      onAdded(answer.id);
    },
    onError: (error) => toast.show({ id: 'address', tone: 'error', title: error.message }),
  });
}
