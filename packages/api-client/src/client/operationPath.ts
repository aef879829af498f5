import { operationIndex, type OperationId } from '../generated/operations';
import type { operations } from '../generated/storefront';

type PathParams<Op extends OperationId> = operations[Op]['parameters'] extends { path: infer Path } ? Path : never;

/**
 * The path of an operation with its path parameters filled in, for a link the browser follows itself (a download)
 * rather than a call through the client. Relative to the API host, which is the storefront's own origin.
 */
export function operationPath<Op extends OperationId>(operationId: Op, params: PathParams<Op>): string {
  const values = params as Record<string, string | number>;
  return operationIndex[operationId].path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
}
