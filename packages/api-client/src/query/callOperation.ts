import type { ApiClient } from '../client/createApiClient';
import { unwrap } from '../client/unwrap';
import { operationIndex, type OperationId } from '../generated/operations';
import type { OperationData, OperationInit } from './operationTypes';

type LooseRequest = (
  method: string,
  path: string,
  init?: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** Calls an operation by its id and unwraps the answer: its data, or an ApiRefusal. */
export function callOperation(client: ApiClient) {
  const request = client.request as unknown as LooseRequest;
  return <Id extends OperationId>(
    operationId: Id,
    init: OperationInit<Id> | undefined,
    signal?: AbortSignal,
  ): Promise<OperationData<Id>> => {
    const { method, path } = operationIndex[operationId];
    const options = { ...(init as Record<string, unknown> | undefined), ...(signal ? { signal } : {}) };
    return unwrap(request(method, path, options)) as Promise<OperationData<Id>>;
  };
}
