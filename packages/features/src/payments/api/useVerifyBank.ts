import { operationKey } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { BANK_VERIFIED } from '@storefront/domain';
import { useToast } from '@storefront/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankOwner } from './bankOwner';
import { useSiteId } from './useSiteId';

export interface MicroDeposits {
  bank_id: string;
  /** In cents. */
  payAmount1: number;
  payAmount2: number;
}

/** Verifies a new bank with its two micro-deposits: 'Bank Verified Successfully', or the plugin's data.message. */
export function useVerifyBank(owner: BankOwner, onVerified?: () => void) {
  const { mutations } = useApi();
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationKey: ['verifyBankDetails'],
    mutationFn: (deposits: MicroDeposits) =>
      mutations.verifyBankDetails.mutationFn({
        body: { site_id: siteId.data ?? '', user_id: owner.user_id, ...deposits },
      }),
    onSuccess: async () => {
      toast.show({ id: 'bank', tone: 'success', kind: 'alert', title: BANK_VERIFIED });
      onVerified?.();
      await queryClient.invalidateQueries({ queryKey: operationKey('getBankDetails') });
    },
    onError: (error) => toast.show({ id: 'bank', tone: 'error', title: error.message }),
  });
}
