import type { OperationId } from './operationTypes';

/** Operations of issue #7 (reference API server, part 2): bidding, the live room and chat. */
export const partTwoOperations: Partial<Record<OperationId, string>> = {};

/** Operations of issue #6 not built yet, with the item of the issue that builds them. Remove each as it lands. */
export const remainingPartOneOperations: Partial<Record<OperationId, string>> = {};
