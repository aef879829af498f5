import { readFileSync } from 'node:fs';

/** A JSON Schema of the document, as plain data. */
export interface SchemaObject {
  properties?: Record<string, SchemaObject>;
  additionalProperties?: boolean | SchemaObject;
  enum?: unknown[];
  [keyword: string]: unknown;
}

export interface Operation {
  operationId: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  description?: string;
  'x-designed'?: boolean;
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
  responses: Record<string, { content?: Record<string, { schema: SchemaObject }>; $ref?: string }>;
}

export interface OpenApiDocument {
  components: { schemas: Record<string, SchemaObject> };
  paths: Record<string, Record<string, Operation>>;
  'x-socket-events'?: Record<string, Record<string, Record<string, { payload: SchemaObject }>>>;
}

/** The bundled documents as `npm run generate` wrote them (the drift gate keeps them current). */
export function readDocument(name: 'storefront' | 'card-provider'): OpenApiDocument {
  return JSON.parse(readFileSync(new URL(`../../../openapi/bundled/${name}.json`, import.meta.url), 'utf8'));
}

export const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;

export function operationsOf(document: OpenApiDocument): { method: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    httpMethods.filter((method) => item[method]).map((method) => ({ method, path, operation: item[method]! })),
  );
}

/** The JSON schema of an operation's 200 answer. */
export function okSchema(operation: Operation): SchemaObject {
  const schema = operation.responses['200']?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${operation.operationId} has no JSON 200 answer`);
  return schema;
}
