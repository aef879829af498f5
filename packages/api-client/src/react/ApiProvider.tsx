import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../client/createApiClient';
import { createOperationMutations, createOperationQueries } from '../index';

/** The app's one API client with its query and mutation options per operation (one key per operation). */
export interface Api {
  client: ApiClient;
  queries: ReturnType<typeof createOperationQueries>;
  mutations: ReturnType<typeof createOperationMutations>;
}

export function createApi(client: ApiClient): Api {
  return { client, queries: createOperationQueries(client), mutations: createOperationMutations(client) };
}

const ApiContext = createContext<Api | null>(null);

/** Hands the client created once at start to the slices' hooks. */
export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an ApiProvider above it.');
  return api;
}
