import type { IncomingHttpHeaders } from 'node:http';
import type { operations } from '@storefront/api-client';
import type { Services } from '../services';

/** An operationId of the storefront document. */
export type OperationId = keyof operations;

type ContentOf<T> = T extends { content: infer Content } ? Content[keyof Content] : undefined;

/** The body of a call: the JSON value, or for a multipart call its text fields (files arrive as `files`). */
export type RequestBody<Op extends OperationId> = operations[Op] extends { requestBody?: infer Body }
  ? ContentOf<NonNullable<Body>>
  : undefined;

export type PathParams<Op extends OperationId> = operations[Op]['parameters'] extends { path: infer Path }
  ? Path
  : Record<string, never>;

export type QueryParams<Op extends OperationId> = operations[Op]['parameters'] extends { query?: infer Query }
  ? NonNullable<Query>
  : Record<string, never>;

/** The 200 answer of a call. */
export type Answer<Op extends OperationId> = operations[Op]['responses'] extends { 200: infer Ok }
  ? ContentOf<Ok>
  : never;

/** The signed-in buyer making a call, as the bearer token and the database say. */
export interface Caller {
  id: number;
  email: string;
  /** The session the token names (sign-out ends it) and when the token expires. */
  session: { id: string; expiresAt: Date };
}

/** A file part of a multipart call, read into memory within the upload limit. */
export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface OperationInput<Op extends OperationId> {
  body: RequestBody<Op>;
  params: PathParams<Op>;
  query: QueryParams<Op>;
  /** The signed-in buyer; always set on calls whose security requires the bearer token. */
  caller: Caller | null;
  /** The caller's IP address. */
  address: string;
  /** Whether `address` is the client's own, not an untrusted proxy's that every client shares (see TRUST_PROXY). */
  clientAddress: boolean;
  /** The request's headers, for the few calls keyed by something other than the bearer token (the seller key). */
  headers: IncomingHttpHeaders;
  files: UploadedFile[];
}

export type OperationHandler<Op extends OperationId> = (
  input: OperationInput<Op>,
  services: Services,
) => Promise<Answer<Op>>;

export type OperationHandlers = { [Op in OperationId]?: OperationHandler<Op> };
