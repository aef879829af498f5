import { useApi } from '@storefront/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useSyncExternalStore } from 'react';
import { sessionUserAtom } from '../state/session';

/**
 * The signed-in buyer as the header and the contact forms show them: the token's data, with the name and photo of the
 * saved profile once it is read. The profile page's saves read the profile again (same cache entry), so the header follows
 * a change without a reload. It reads the cache directly rather than through a query observer, which every page's
 * first JavaScript would otherwise carry.
 */
export function useSessionProfile() {
  const user = useAtomValue(sessionUserAtom);
  const { queries } = useApi();
  const queryClient = useQueryClient();
  const options = queries.getUserProfileDetails();
  const signedIn = user !== null;

  const answer = useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => (signedIn ? queryClient.getQueryData(options.queryKey) : undefined),
  );
  useEffect(() => {
    if (signedIn) void queryClient.prefetchQuery(queries.getUserProfileDetails());
  }, [signedIn, queryClient, queries]);

  const profile = answer?.data;
  if (!user || !profile) return user;
  return { ...user, first_name: profile.first_name, last_name: profile.last_name, avatar: profile.avatar };
}
