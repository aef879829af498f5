import { useApi } from '@storefront/api-client/react';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useToast } from '@storefront/ui';
import { tokenAtom } from '../state/session';
import { signedInToast } from '../toasts';

/**
 * Signs in with a password or an autologin link. A refusal (status 'no') reaches the mutation as an error whose
 * message is the server's, shown in an error toast; success stores the token and says 'Signed in successfully'.
 */
export function useSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { mutations } = useApi();
  const setToken = useSetAtom(tokenAtom);
  const toast = useToast();
  return useMutation({
    ...mutations.login,
    onSuccess: (answer) => {
      if (!answer.data) throw new Error('The server signed in without a token.');
      setToken(answer.data);
      toast.show(signedInToast);
      onSignedIn();
    },
    onError: (error) => toast.show({ id: 'session', tone: 'error', title: error.message }),
  });
}
