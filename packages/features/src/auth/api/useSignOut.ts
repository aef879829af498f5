import { useApi } from '@storefront/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@storefront/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { tokenAtom } from '../state/session';
import { loggedOutToast } from '../toasts';

/**
 * Logout as the spec has it (the token goes, the buyer's data leaves the cache, 'Logged out successfully'), and the
 * server ends the token's session (logout), so a copy of the token stops working too. The page does not wait for it.
 */
export function useSignOut({ onSignedOut }: { onSignedOut: () => void }) {
  const { mutations } = useApi();
  const token = useAtomValue(tokenAtom);
  const setToken = useSetAtom(tokenAtom);
  const queryClient = useQueryClient();
  const toast = useToast();
  return useCallback(() => {
    if (token) {
      // The token travels with the call itself: it leaves the store below, before the call's request is built.
      const endSession = mutations.logout.mutationFn as (init: { headers: Record<string, string> }) => Promise<unknown>;
      void endSession({ headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
    }
    setToken(null);
    queryClient.clear();
    toast.show(loggedOutToast);
    onSignedOut();
  }, [mutations, token, setToken, queryClient, toast, onSignedOut]);
}
