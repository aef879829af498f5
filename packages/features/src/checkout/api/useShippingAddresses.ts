import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** The buyer's saved shipping addresses. */
export function useShippingAddresses() {
  const { queries } = useApi();
  return useQuery({ ...queries.getAllShippingAddresses(), select: (answer) => answer.data });
}
