import { useRouterState } from '@tanstack/react-router';

/**
 * The page the header marks as current: on the lot search with its filters, so that the category it shows is marked
 * in the store menus; elsewhere the path.
 */
export function useHeaderCurrentPath() {
  return useRouterState({
    select: ({ location }) => (location.pathname.toLowerCase() === '/lotsearch' ? location.href : location.pathname),
  });
}
