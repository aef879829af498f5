import { SIGN_IN_REQUIRED } from '@storefront/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorResponse } from '../client/errors';
import { operationIndex, type OperationId } from '../generated/operations';
import type { Answer, AnswerInput, Answers } from './answerTypes';
import { createAnswers } from './answers';
import type { MockStore } from './store';

type LooseAnswer = Answer<OperationId> | ((input: AnswerInput<OperationId>) => unknown);

async function readBody(request: Request, media: string | null): Promise<unknown> {
  if (media === 'multipart/form-data') return Object.fromEntries(await request.formData());
  if (media === 'application/json') return request.json();
  return undefined;
}

/**
 * MSW handlers for every operation of the storefront API, answering from the fixtures. Pass
 * answers to override some operations (a story's error state), and a store to start from other
 * lots than the fixtures. Calls that need a token answer 401 without one, as the API does. Paths
 * match on any origin.
 */
export function createHandlers(overrides: Partial<Answers> = {}, store?: MockStore): HttpHandler[] {
  const answers: Answers = { ...createAnswers(store), ...overrides };
  return (Object.keys(operationIndex) as OperationId[]).map((id) => {
    const { method, path, token, requestMedia } = operationIndex[id];
    return http[method](`*${path.replace(/\{(\w+)\}/g, ':$1')}`, async ({ request, params }) => {
      if (token === 'required' && !request.headers.get('Authorization')?.startsWith('Bearer ')) {
        return HttpResponse.json(errorResponse(SIGN_IN_REQUIRED), { status: 401 });
      }
      const answer = answers[id] as LooseAnswer;
      const result =
        typeof answer === 'function'
          ? await answer({ body: await readBody(request, requestMedia), params, request } as AnswerInput<OperationId>)
          : answer;
      return result instanceof Response ? result : HttpResponse.json(result as never);
    });
  });
}
