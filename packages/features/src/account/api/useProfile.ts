import { useApi } from '@storefront/api-client/react';
import { useSuspenseQuery } from '@tanstack/react-query';

/** The signed-in buyer's profile (the route's loader has read it). */
export function useProfile() {
  const { queries } = useApi();
  return useSuspenseQuery(queries.getUserProfileDetails());
}
