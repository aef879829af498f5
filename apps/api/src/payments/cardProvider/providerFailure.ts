import type { CardProvider } from '@storefront/api-client';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';

type ProviderError = CardProvider.components['schemas']['ProviderError'];
type ErrorType = ProviderError['error']['type'];

/** A refusal of the card provider, answered in its own error shape. */
export class ProviderFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: ErrorType,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ProviderFailure';
  }
}

export const invalidRequest = (message: string) => new ProviderFailure(400, 'invalid_request_error', message);
export const cardError = (message: string, code: string) => new ProviderFailure(402, 'card_error', message, code);

function body(type: ErrorType, message: string, code?: string): ProviderError {
  return { error: code ? { type, message, code } : { type, message } };
}

/** The card provider's error handler: `{ error: { type, message, code } }`, never a stack. */
export function answerProviderError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ProviderFailure) {
    return reply.code(error.statusCode).send(body(error.type, error.message, error.code));
  }
  const statusCode =
    error instanceof ApiError ? error.statusCode : 'statusCode' in error ? Number(error.statusCode) : 500;
  if (statusCode >= 400 && statusCode < 500) {
    return reply.code(statusCode).send(body('invalid_request_error', error.message));
  }
  request.log.error({ err: error }, 'card provider request failed');
  return reply.code(500).send(body('api_error', 'An error occurred with our connection to the card provider.'));
}
