import { tokenAtom } from '@storefront/features/auth';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { parsedSearchOnly } from './parsedSearchOnly';
import type { RouterContext } from './routerContext';

/** Pages without query values of their own drop whatever a link carried. */
export const noSearch = parsedSearchOnly((): Record<string, never> => ({}));

/** The buyer's own pages: a visitor signs in first and comes back here afterwards. */
export function signInFirst({ context, location }: { context: RouterContext; location: ParsedLocation }) {
  if (!context.store.get(tokenAtom)) throw redirect({ to: '/login', search: { redirect: location.href } });
}

/** Pages for visitors only (signing up, the login page): a signed-in buyer goes home. */
export function homeWhenSignedIn({ context }: { context: RouterContext }) {
  if (context.store.get(tokenAtom)) throw redirect({ to: '/', replace: true });
}
