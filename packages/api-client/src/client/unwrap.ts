import { refusalRules } from '../generated/refusals';
import { answeredOperation } from './answeredOperation';
import { ApiRefusal } from './ApiRefusal';
import { isRefused, refusalWords } from './refusalRule';

const refusedWithoutWords = 'The request was refused.';

function errorWords(error: unknown, response: Response): string {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : `The request failed (${response.status}).`;
}

/**
 * The data of an accepted answer. A refusal, whether in an HTTP 200 answer (by its operation's rule from the
 * document) or as a 4xx/5xx ErrorResponse (a network failure arrives as a 503 one), throws an ApiRefusal with
 * the server's words: `const session = await unwrap(client.POST('/mobileapi/login', { body }))`.
 */
export async function unwrap<D>(result: Promise<{ data?: D; error?: unknown; response: Response }>): Promise<D> {
  const { data, error, response } = await result;
  const operationId = answeredOperation(response);
  if (error !== undefined || !response.ok) {
    throw new ApiRefusal(errorWords(error, response), { operationId, httpStatus: response.status, body: error });
  }
  const rule = operationId ? refusalRules[operationId] : undefined;
  if (rule && isRefused(rule, data)) {
    throw new ApiRefusal(refusalWords(rule, data) ?? refusedWithoutWords, {
      operationId,
      httpStatus: response.status,
      body: data,
    });
  }
  return data as D;
}
