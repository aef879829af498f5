import type { Middleware } from 'openapi-fetch';
import { operationIndex, type OperationId } from '../generated/operations';

const byRoute = new Map(
  Object.entries(operationIndex).map(([id, { method, path }]) => [
    `${method.toUpperCase()} ${path}`,
    id as OperationId,
  ]),
);
const answered = new WeakMap<Response, OperationId>();

/**
 * Remembers which operation each answer belongs to, from the request's method and the path template the
 * call named. Registered first, it runs last on the way back, so it sees the answer the caller receives.
 */
export function answeredOperationMiddleware(): Middleware {
  return {
    onResponse({ request, schemaPath, response }) {
      const operationId = byRoute.get(`${request.method} ${schemaPath}`);
      if (operationId) answered.set(response, operationId);
      return undefined;
    },
  };
}

/** The operation an answer of the API client belongs to. */
export function answeredOperation(response: Response): OperationId | undefined {
  return answered.get(response);
}
