import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@storefront/ui';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { tokenAtom } from '../state/session';
import { loggedOutToast } from '../toasts';

/** Logout as the spec has it: the token goes, the buyer's data leaves the cache, 'Logged out successfully'. */
export function useSignOut({ onSignedOut }: { onSignedOut: () => void }) {
  const setToken = useSetAtom(tokenAtom);
  const queryClient = useQueryClient();
  const toast = useToast();
  return useCallback(() => {
    setToken(null);
    queryClient.clear();
    toast.show(loggedOutToast);
    onSignedOut();
  }, [setToken, queryClient, toast, onSignedOut]);
}
