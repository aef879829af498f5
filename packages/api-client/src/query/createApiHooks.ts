import createQueryClient from 'openapi-react-query';
import type { ApiClient } from '../client/createApiClient';

/**
 * Query and mutation hooks over the client: `useQuery('post', '/mobileapi/getprodetails', { body })`,
 * `useMutation('post', '/api_bidding/biddingAPI')`, and `queryOptions(...)` for loaders and cache keys.
 */
export function createApiHooks(client: ApiClient) {
  return createQueryClient(client);
}

export type ApiHooks = ReturnType<typeof createApiHooks>;
