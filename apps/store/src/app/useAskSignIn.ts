import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';

/** /login's search: the page to come back to once signed in (spec 000 §2); none from the home page, where it goes. */
const backTo = (href: string) => (href === '/' ? {} : { redirect: href });

const useHere = () => useRouterState({ select: (state) => state.location.href });

/** What any page calls when the buyer must sign in first ('Login to Bid', favourites, registration). */
export function useAskSignIn(): () => void {
  const navigate = useNavigate();
  const here = useHere();
  return useCallback(() => void navigate({ to: '/login', search: backTo(here) }), [navigate, here]);
}

/** The header's Login link: signing in from it comes back to the page it was on, too. */
export function useLoginHref(): string {
  const router = useRouter();
  return router.buildLocation({ to: '/login', search: backTo(useHere()) }).href;
}
