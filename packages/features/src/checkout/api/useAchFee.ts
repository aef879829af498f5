import { useApi } from '@storefront/api-client/react';
import { achFeeConfig } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';

/** The store's configured ACH fee (store details), which a bank payment adds. */
export function useAchFee() {
  const { queries } = useApi();
  const stores = useQuery(queries.getStores());
  const storeId = stores.data?.response[0]?.id;
  return useQuery({
    ...queries.getStoreDetails({ body: { store_id: storeId ?? 0 } }),
    enabled: storeId !== undefined,
    select: (answer) =>
      achFeeConfig(
        answer.data.store_configuration.ach_transaction_fee,
        answer.data.store_configuration.transaction_fee_changes,
      ),
  });
}
