export { createApiClient, type ApiClient, type ApiClientOptions } from './client/createApiClient';
export {
  createCardProviderClient,
  type CardProviderClient,
  type CardProviderClientOptions,
} from './client/createCardProviderClient';
export { errorResponse } from './client/errors';
export { toFormData } from './client/multipart';
export { createApiHooks, type ApiHooks } from './query/createApiHooks';
export { operationIndex, type OperationId } from './generated/operations';
// Every schema of the document under its own name (Lot, Auction, BidUpdate…), plus paths and operations.
export type * from './generated/storefront';
export type * as CardProvider from './generated/cardProvider';
