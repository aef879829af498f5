import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';
import type { BankOwner } from './bankOwner';
import { useSiteId } from './useSiteId';

/** The buyer's bank accounts with their status (new until verified). */
export function useBanks(owner: BankOwner) {
  const { queries } = useApi();
  const siteId = useSiteId();
  const banks = useQuery({
    ...queries.getBankDetails({ body: { site_id: siteId.data ?? '', ...owner } }),
    enabled: siteId.isSuccess,
    select: (answer) => answer.data,
  });
  return { ...banks, error: siteId.error ?? banks.error, isPending: siteId.isPending || banks.isPending };
}
