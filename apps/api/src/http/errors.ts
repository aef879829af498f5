import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** A refusal with the status code and the sentence the caller sees (the document's ErrorResponse). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Please sign in again.') => new ApiError(401, message);
export const notFound = (message: string) => new ApiError(404, message);

const clientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The body is too large.',
  FST_ERR_MAX_PARAM_LENGTH: 'A path segment is too long.',
  FST_ERR_BAD_URL: 'The address is not a valid URL.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted; send application/json or multipart/form-data.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_FILES_LIMIT: 'Too many files in one form.',
  FST_FIELDS_LIMIT: 'Too many fields in one form.',
  FST_PARTS_LIMIT: 'Too many parts in one form.',
  FST_PROTO_VIOLATION: 'A form field has a forbidden name.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data.',
};

/**
 * Every error becomes `{ status: 'no', message }`: a refusal or a client mistake keeps its 4xx code and says what is
 * wrong; anything else is logged with its stack and answered with a plain 500, never the stack.
 */
export function answerError(error: FastifyError | ApiError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.code(error.statusCode).send({ status: 'no', message: error.message });
  }
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
    return reply.code(statusCode).send({ status: 'no', message: clientMessages[code] ?? error.message });
  }
  request.log.error({ err: error }, 'request failed');
  // The request's id, which its log lines carry: what a buyer or an operator quotes to find them.
  return reply.code(500).send({
    status: 'no',
    message: 'Something went wrong on our side. Please try again.',
    request_id: request.id,
  });
}
