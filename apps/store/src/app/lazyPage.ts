import { lazyRouteComponent } from '@tanstack/react-router';
import { importUntilLoaded } from './chunkLoading';

/**
 * A route's page, a chunk of its own, loaded by the storefront's chunk policy (chunkLoading.ts). The router's own
 * loader reloads the whole page when a chunk fails, which while the server restarts puts the browser's "site can't be
 * reached" in place of the storefront; here the navigation waits until the file arrives, and only a file the server
 * no longer has (a new release) reloads the page, once.
 */
export function lazyPage<Module extends Record<string, unknown>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazyRouteComponent(() => importUntilLoaded(load), name);
}
