import type { OperationId } from '../generated/operations';

export interface ApiRefusalDetails {
  operationId: OperationId | undefined;
  httpStatus: number;
  body: unknown;
}

/**
 * A call the API did not carry out: a refusal in an HTTP 200 answer (`status` 'no', a failed bid, a `msg`
 * other than 'yes') or a 4xx/5xx ErrorResponse. `message` is the server's own words, ready for a toast.
 */
export class ApiRefusal extends Error {
  override readonly name = 'ApiRefusal';
  readonly operationId: OperationId | undefined;
  readonly httpStatus: number;
  readonly body: unknown;

  constructor(message: string, { operationId, httpStatus, body }: ApiRefusalDetails) {
    super(message);
    this.operationId = operationId;
    this.httpStatus = httpStatus;
    this.body = body;
  }
}

export function isApiRefusal(error: unknown): error is ApiRefusal {
  return error instanceof ApiRefusal;
}

/**
 * The server's own refusal: it answered. A 5xx, or no answer at all (the client turns a network failure into a 503),
 * leaves open what the server did or would say.
 */
export function isServerAnswer(error: unknown): error is ApiRefusal {
  return isApiRefusal(error) && error.httpStatus < 500;
}
