import type { Answer, OperationHandler, OperationId, OperationInput, RequestBody } from '../../http/operationTypes';
import type { Services } from '../../services';

/**
 * A catalog call's answer as a visitor gets it (its own handler, no caller), for what the server writes into a page:
 * the page says what the API says to anyone, and never a buyer's own fields.
 */
export function visitorAnswer<Op extends OperationId>(
  handler: OperationHandler<Op>,
  body: RequestBody<Op>,
  services: Services,
): Promise<Answer<Op>> {
  const input = {
    body,
    params: {},
    query: {},
    caller: null,
    address: '',
    clientAddress: false,
    headers: {},
    files: [],
  };
  return handler(input as unknown as OperationInput<Op>, services);
}
