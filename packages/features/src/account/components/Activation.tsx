import { Button, EmptyState } from '@storefront/ui';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@storefront/api-client/react';
import { useEffect, useRef } from 'react';

export interface ActivationProps {
  /** The userId query parameter of the activation mail's link (a signed, single-use value); absent when cut off. */
  userId: string | undefined;
  onSignIn: () => void;
  onSignUp: () => void;
}

const MISSING_LINK = 'This page needs the whole link from your activation e-mail. Please open the link again.';

const WHAT_NEXT =
  'If you activated your account already, sign in. If the link has expired, contact us and we will help you activate your account.';

/** The activation mail's landing: activates once and says plainly whether it worked and what to do next. */
export function Activation({ userId, onSignIn, onSignUp }: ActivationProps) {
  const { mutations } = useApi();
  const activate = useMutation(mutations.activateUser);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !userId) return;
    sent.current = true;
    activate.mutate({ params: { path: { userId } } });
  }, [userId, activate]);

  if (!userId || activate.isError) {
    return (
      <EmptyState
        title="Your account was not activated"
        headingLevel={2}
        description={`${activate.error?.message ?? MISSING_LINK} ${WHAT_NEXT}`}
        action={
          <>
            <Button onClick={onSignIn}>Sign in</Button>
            <Button variant="secondary" onClick={onSignUp}>
              Sign up
            </Button>
          </>
        }
      />
    );
  }
  if (activate.isSuccess) {
    return (
      <EmptyState
        title="Your account is active"
        headingLevel={2}
        description={activate.data.message}
        action={<Button onClick={onSignIn}>Sign in</Button>}
      />
    );
  }
  return <p role="status">Activating your account…</p>;
}
