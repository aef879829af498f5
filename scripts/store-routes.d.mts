/** A route of the storefront: its path, its lazy page module (relative to apps/store, no extension) and component. */
export interface StoreRoute {
  path: string;
  module: string;
  name: string;
}

export function storeRoutes(storeRoot: string): StoreRoute[];
