import { Button, EmptyState } from '@storefront/ui';
import { useEffect, useRef } from 'react';
import { useSignIn } from '../api/useSignIn';

export interface AutoLoginProps {
  /** The route's login_email: the signed, expiring value of the server's link. */
  login_email: string;
  onSignedIn: () => void;
  /** Where a buyer whose link failed signs in with a password. */
  onUsePassword: () => void;
}

/** /autologin/{login_email}: signs in once through the server's signed link, and says plainly when it failed. */
export function AutoLogin({ login_email, onSignedIn, onUsePassword }: AutoLoginProps) {
  const signIn = useSignIn({ onSignedIn });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    signIn.mutate({ body: { username: login_email, is_auctionio: 1, autologin: 1, encrypt: 1 } });
  }, [login_email, signIn]);

  if (signIn.isError) {
    return (
      <EmptyState
        title="This sign-in link did not work"
        description={signIn.error.message}
        action={<Button onClick={onUsePassword}>Sign in with your password</Button>}
      />
    );
  }
  return <p role="status">Signing you in…</p>;
}
