import { storefrontContract } from '../../src/http/contract';
import type { OperationId } from '../../src/http/operationTypes';
import { compileChecks } from '../../src/http/validators';

const checks = compileChecks(storefrontContract());

/** What is wrong with an answer by the document (operation and status code), or null when it fits. */
export function answerProblem(operationId: OperationId, statusCode: number, body: unknown): string | null {
  const check = checks.get(operationId)?.answers[String(statusCode)];
  if (!check) return `${operationId} documents no ${statusCode} answer`;
  return check(body);
}

/** What is wrong with a request body by the document, or null when it fits (a multipart check coerces, so on a copy). */
export function bodyProblem(operationId: OperationId, body: unknown): string | null {
  return checks.get(operationId)?.body?.(structuredClone(body)) ?? null;
}
