import { useApi } from '@storefront/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { sessionUserAtom, tokenAtom } from '../state/session';

/**
 * After a password change the server has ended every session of the account, this one too. The buyer who just typed
 * the new password stays signed in here: it signs in again with it, quietly (the other devices stay signed out). When
 * that cannot be done, the ended session goes (its token and the buyer's data in the cache) and `onSignedOut` takes
 * over (the app asks for the new password on the login page).
 */
export function useSignInAgain({ onSignedOut }: { onSignedOut: () => void }) {
  const { mutations } = useApi();
  const user = useAtomValue(sessionUserAtom);
  const setToken = useSetAtom(tokenAtom);
  const queryClient = useQueryClient();
  const signIn = useMutation(mutations.login);
  const signedOut = () => {
    setToken(null);
    queryClient.clear();
    onSignedOut();
  };
  return (password: string) => {
    if (user === null) return signedOut();
    signIn.mutate(
      { body: { username: user.email, password, is_auctionio: 1 } },
      {
        onSuccess: (answer) => (answer.data ? setToken(answer.data) : signedOut()),
        onError: signedOut,
      },
    );
  };
}
