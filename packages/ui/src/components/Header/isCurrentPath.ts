import type { HeaderMenuItem } from './types';

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** A link is the current page when its href names the current path exactly (a trailing slash aside). */
export function isCurrentPath(href: string, currentPath: string | undefined): boolean {
  if (currentPath === undefined) return false;
  return normalise(href) === normalise(currentPath);
}

/** A menu entry holds the current page when it or one of its descendants is the current page. */
export function containsCurrentPath(item: HeaderMenuItem, currentPath: string | undefined): boolean {
  if (isCurrentPath(item.href, currentPath)) return true;
  return (item.children ?? []).some((child) => containsCurrentPath(child, currentPath));
}
