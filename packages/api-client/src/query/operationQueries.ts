import { queryOptions, type DataTag, type UnusedSkipTokenOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/createApiClient';
import { operationIndex, type OperationId } from '../generated/operations';
import { callOperation } from './callOperation';
import { operationKey } from './operationKey';
import type { OperationArgs, OperationData, OperationInit, OperationKey, OperationKeyParams } from './operationTypes';

/** Query options of one call: the operation's key and a function that fetches and unwraps it. */
export type OperationQueryOptions<Id extends OperationId> = UnusedSkipTokenOptions<
  OperationData<Id>,
  Error,
  OperationData<Id>,
  OperationKey<Id>
> & { queryKey: DataTag<OperationKey<Id>, OperationData<Id>, Error> };

export type OperationQueries = {
  [Id in OperationId]: (...args: OperationArgs<Id>) => OperationQueryOptions<Id>;
};

/**
 * A query-options factory per operation of the document, read calls that are POSTs included:
 * `queryClient.ensureQueryData(queries.getProductDetails({ body: { product_id } }))`. A refusal rejects the
 * query with an ApiRefusal carrying the server's words.
 */
export function createOperationQueries(client: ApiClient): OperationQueries {
  const call = callOperation(client);
  const factory = <Id extends OperationId>(operationId: Id) => {
    return (init?: OperationInit<Id>) =>
      queryOptions({
        queryKey: (init === undefined
          ? operationKey(operationId)
          : operationKey(operationId, init as OperationKeyParams<Id>)) as OperationKey<Id>,
        queryFn: ({ signal }) => call(operationId, init, signal),
      });
  };
  const ids = Object.keys(operationIndex) as OperationId[];
  return Object.fromEntries(
    ids.map((operationId) => [operationId, factory(operationId)]),
  ) as unknown as OperationQueries;
}
