const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** A link is the current page when its href names the current path exactly (a trailing slash aside). */
export function isCurrentPath(href: string, currentPath: string | undefined): boolean {
  if (currentPath === undefined) return false;
  return normalise(href) === normalise(currentPath);
}
