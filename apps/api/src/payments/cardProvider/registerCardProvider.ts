import type { FastifyInstance } from 'fastify';
import { cardProviderContract } from '../../http/contract';
import { compileChecks } from '../../http/validators';
import type { Services } from '../../services';
import { cardProviderHandlers } from './handlers';
import { answerProviderError, invalidRequest } from './providerFailure';

/**
 * The card provider's sandbox, at the paths of its document (openapi/card-provider.yaml) on this server: bodies are
 * checked against that document and refusals answered in the provider's error shape. Calls about a customer's cards
 * carry that customer's short-lived key (customerKeys), as a real provider's browser calls do. Mounted only when the
 * store is configured to use it (the demo and tests, or CARD_SANDBOX=on).
 */
export async function registerCardProvider(app: FastifyInstance, services: Services) {
  const contract = cardProviderContract();
  const checks = compileChecks(contract);
  await app.register(async (scope) => {
    scope.setErrorHandler(answerProviderError);
    for (const operation of contract.operations) {
      const handler = cardProviderHandlers[operation.operationId];
      const check = checks.get(operation.operationId);
      if (!handler || !check?.body) throw new Error(`No sandbox handler for ${operation.operationId}`);
      const checkBody = check.body;
      const checkAnswer = check.answers['200'];
      scope.route({
        method: operation.method,
        url: operation.path,
        handler: async (request, reply) => {
          const problem = checkBody(request.body);
          if (problem) throw invalidRequest(problem);
          const answer = await handler(request.body as never, services, {
            authorization: request.headers.authorization,
          });
          const wrong = checkAnswer?.(answer);
          if (wrong) throw new Error(`${operation.operationId} answered outside the card provider document. ${wrong}`);
          return reply.code(200).send(answer);
        },
      });
    }
  });
}
