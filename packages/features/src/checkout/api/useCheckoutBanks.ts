import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** The store's site id (the bank plugin's calls carry it) and the buyer's bank accounts with their status. */
export function useCheckoutBanks(owner: { user_id: number; email: string }) {
  const { queries } = useApi();
  const siteId = useQuery({ ...queries.getStores(), select: (answer) => answer.response[0]?.site_id ?? '' });
  const banks = useQuery({
    ...queries.getBankDetails({ body: { site_id: siteId.data ?? '', ...owner } }),
    enabled: siteId.isSuccess,
    select: (answer) => answer.data,
  });
  return { siteId: siteId.data, banks: banks.data, error: siteId.error ?? banks.error };
}
