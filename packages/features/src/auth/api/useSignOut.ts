import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@storefront/ui';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { LOGGED_OUT } from '@storefront/domain';
import { tokenAtom } from '../state/session';

/** Logout as the spec has it: the token goes, the buyer's data leaves the cache, 'Logged out successfully'. */
export function useSignOut({ onSignedOut }: { onSignedOut: () => void }) {
  const setToken = useSetAtom(tokenAtom);
  const queryClient = useQueryClient();
  const toast = useToast();
  return useCallback(() => {
    setToken(null);
    queryClient.clear();
    toast.show({ id: 'session', tone: 'success', kind: 'alert', title: LOGGED_OUT, duration: 3000 });
    onSignedOut();
  }, [setToken, queryClient, toast, onSignedOut]);
}
