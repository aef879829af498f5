import { operationKey } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { BANK_ADDED } from '@storefront/domain';
import { useToast } from '@storefront/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankOwner } from './bankOwner';
import { useSiteId } from './useSiteId';

export interface NewBank {
  holdername: string;
  holdertype: 'individual' | 'company';
  rounting_no: string;
  account_no: string;
}

/**
 * Adds a bank account: the buyer's ACH customer first (created once), then the account, which starts as new.
 * 'Bank Details Added Successfully', or the plugin's data.message.
 */
export function useAddBank(owner: BankOwner, onAdded?: () => void) {
  const { mutations } = useApi();
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationKey: ['createBankDetails'],
    mutationFn: async (bank: NewBank) => {
      const site_id = siteId.data ?? '';
      await mutations.createCustomerDetails.mutationFn({
        body: { site_id, email: owner.email, user_id: owner.user_id, holdername: bank.holdername },
      });
      return mutations.createBankDetails.mutationFn({ body: { site_id, user_id: owner.user_id, ...bank } });
    },
    onSuccess: async () => {
      toast.show({ id: 'bank', tone: 'success', kind: 'alert', title: BANK_ADDED });
      onAdded?.();
      await queryClient.invalidateQueries({ queryKey: operationKey('getBankDetails') });
    },
    onError: (error) => toast.show({ id: 'bank', tone: 'error', title: error.message }),
  });
}
