import { useApi } from '@storefront/api-client/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';

/** The signed-in buyer's profile (the route's loader has read it). */
export function useProfile() {
  const { queries } = useApi();
  return useSuspenseQuery(queries.getUserProfileDetails());
}

/**
 * The signed-in buyer's profile for the shell (first name and photo), read once signed in and again after every
 * save, so the header follows a change without a reload; undefined for a visitor and until it is read.
 */
export function useProfileSummary(signedIn: boolean) {
  const { queries } = useApi();
  return useQuery({ ...queries.getUserProfileDetails(), enabled: signedIn }).data?.data;
}
