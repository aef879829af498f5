import type { OperationId } from '../generated/operations';
import type { operations } from '../generated/storefront';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type RequestContent<Id extends OperationId> = operations[Id] extends { requestBody: { content: infer C } } ? C : never;

/** The 200 answer of an operation. */
export type OkBody<Id extends OperationId> = JsonOf<operations[Id]['responses'][200]>;

/** The request body as a handler receives it: parsed JSON, or the multipart fields as strings and files. */
export type RequestBody<Id extends OperationId> = [RequestContent<Id>] extends [never]
  ? undefined
  : RequestContent<Id> extends { 'application/json': infer Body }
    ? Body
    : Record<string, string | Blob>;

export interface AnswerInput<Id extends OperationId> {
  body: RequestBody<Id>;
  params: Record<string, string | readonly string[] | undefined>;
  request: Request;
}

/** A fixed answer, or a function of the request (which may return any Response, e.g. a 400). */
export type Answer<Id extends OperationId> = OkBody<Id> | ((input: AnswerInput<Id>) => OkBody<Id> | Response);

/** One answer per operation of the document: the compiler refuses a missing one. */
export type Answers = { [Id in OperationId]: Answer<Id> };
