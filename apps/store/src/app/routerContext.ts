import type { Api } from '@storefront/api-client/react';
import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';

/** What every route's loader and beforeLoad can reach (created once in platform.ts). */
export interface RouterContext {
  queryClient: QueryClient;
  api: Api;
  store: ReturnType<typeof createStore>;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The login, signup, reset, card and verify pages show no header or footer (spec 000 §2). */
    chromeless?: boolean;
  }
}
