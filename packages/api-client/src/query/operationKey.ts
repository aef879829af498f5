import type { OperationId } from '../generated/operations';
import type { OperationKeyParams } from './operationTypes';

/**
 * The one query key of an operation: `[operationId, params]` for a call, `[operationId]` alone as the prefix
 * of every cached call of it. Partial params match every cached call that shares them.
 */
export function operationKey<Id extends OperationId>(operationId: Id): readonly [Id];
export function operationKey<Id extends OperationId, P extends OperationKeyParams<Id>>(
  operationId: Id,
  params: P,
): readonly [Id, P];
export function operationKey<Id extends OperationId, P extends OperationKeyParams<Id>>(
  operationId: Id,
  params?: P,
): readonly [Id] | readonly [Id, P] {
  return params === undefined ? [operationId] : [operationId, params];
}
