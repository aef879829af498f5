import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';

/** What any page calls when the buyer must sign in first ('Login to Bid', favourites, registration). */
export function useAskSignIn(): () => void {
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  return useCallback(() => void navigate({ to: '/login', search: { redirect: href } }), [navigate, href]);
}
