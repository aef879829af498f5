import type { ApiClient } from '../client/createApiClient';
import { operationIndex, type OperationId } from '../generated/operations';
import { callOperation } from './callOperation';
import type { OperationArgs, OperationData, OperationInit } from './operationTypes';

/** What `mutate` takes: the operation's init, which may be left out when the operation needs nothing. */
export type OperationVariables<Id extends OperationId> =
  OperationArgs<Id> extends [init: infer Init] ? Init : NonNullable<OperationArgs<Id>[0]> | void;

/** Mutation options of an operation, for `useMutation`: its key and a function that calls and unwraps it. */
export interface OperationMutationOptions<Id extends OperationId> {
  mutationKey: readonly [Id];
  mutationFn: (init: OperationVariables<Id>) => Promise<OperationData<Id>>;
}

export type OperationMutations = { [Id in OperationId]: OperationMutationOptions<Id> };

/**
 * Mutation options per operation: `useMutation({ ...mutations.placeTimedBid, onSuccess })`. A refusal
 * (a failed bid, a wrong password) reaches the mutation's error as an ApiRefusal with the server's words.
 */
export function createOperationMutations(client: ApiClient): OperationMutations {
  const call = callOperation(client);
  const ids = Object.keys(operationIndex) as OperationId[];
  return Object.fromEntries(
    ids.map((operationId) => [
      operationId,
      {
        mutationKey: [operationId],
        mutationFn: (init: OperationInit<OperationId> | void) => call(operationId, init ?? undefined),
      },
    ]),
  ) as unknown as OperationMutations;
}
