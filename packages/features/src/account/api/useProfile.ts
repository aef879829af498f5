import { useApi } from '@storefront/api-client/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';

/** The signed-in buyer's profile (the route's loader has read it). */
export function useProfile() {
  const { queries } = useApi();
  return useSuspenseQuery(queries.getUserProfileDetails());
}

/**
 * The profile as last read, without reading it: the shell shows the saved first name and photo from it once the
 * profile page has read or saved them, and the token's own data before that.
 */
export function useKnownProfile() {
  const { queries } = useApi();
  return useQuery({ ...queries.getUserProfileDetails(), enabled: false }).data?.data;
}
