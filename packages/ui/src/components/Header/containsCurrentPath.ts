import { isCurrentPath } from '../LinkProvider/isCurrentPath';
import type { HeaderMenuItem } from './types';

/** A menu entry holds the current page when it or one of its descendants is the current page. */
export function containsCurrentPath(item: HeaderMenuItem, currentPath: string | undefined): boolean {
  if (isCurrentPath(item.href, currentPath)) return true;
  return (item.children ?? []).some((child) => containsCurrentPath(child, currentPath));
}
