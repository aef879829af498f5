export { createApiClient, type ApiClient, type ApiClientOptions } from './client/createApiClient';
export {
  createCardProviderClient,
  type CardProviderClient,
  type CardProviderClientOptions,
} from './cardProvider/createCardProviderClient';
export type { CustomerKey, CustomerKeySource } from './cardProvider/customerKeys';
export {
  CardProviderError,
  newCardOf,
  providerAnswer,
  type CardProviderAccount,
  type CheckedCard,
  type NewCard,
} from './cardProvider/cardProviderAccount';
export { savedCardsKey, savedCardsQuery } from './cardProvider/savedCardsQuery';
export { listingBidBody, timedBidBody, type BidLot } from './bodies/maximumBidBodies';
export { errorResponse } from './client/errors';
export { toFormData } from './client/multipart';
export { ApiRefusal, isApiRefusal, isServerAnswer } from './client/ApiRefusal';
export { unwrap } from './client/unwrap';
export { operationKey } from './query/operationKey';
export { createOperationQueries, type OperationQueries, type OperationQueryOptions } from './query/operationQueries';
export {
  createOperationMutations,
  type OperationMutationOptions,
  type OperationMutations,
  type OperationVariables,
} from './query/operationMutations';
export type {
  OperationArgs,
  OperationBody,
  OperationData,
  OperationInit,
  OperationKey,
  OperationKeyParams,
} from './query/operationTypes';
export { operationIndex, type OperationId } from './generated/operations';
export { operationPath } from './client/operationPath';
// Every schema of the document under its own name (Lot, Auction, BidUpdate…), plus paths and operations.
export type * from './generated/storefront';
export type * as CardProvider from './generated/cardProvider';
