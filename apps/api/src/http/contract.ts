import { readFileSync } from 'node:fs';

/** A JSON Schema of the document, as plain data. */
export type SchemaObject = { readonly [keyword: string]: unknown };

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: SchemaObject;
}

interface MediaTypeObject {
  schema: SchemaObject;
}

interface ResponseObject {
  $ref?: string;
  content?: Record<string, MediaTypeObject>;
}

interface OperationObject {
  operationId: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject>;
}

type PathItemObject = { parameters?: ParameterObject[] } & Partial<Record<HttpMethod, OperationObject>>;

export interface OpenApiDocument {
  paths: Record<string, PathItemObject>;
  components: { schemas: Record<string, SchemaObject>; responses: Record<string, ResponseObject> };
}

const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;
type HttpMethod = (typeof httpMethods)[number];

/** Whether a call needs the bearer token: required, accepted when present, or not used. */
export type TokenUse = 'required' | 'optional' | 'none';

/** One operation of the document, flattened for the registrar. */
export interface ContractOperation {
  operationId: string;
  tag: string;
  method: Uppercase<HttpMethod>;
  /** The path as the document writes it (/activate/{userId}). */
  path: string;
  token: TokenUse;
  /** Every call of the storefront carries the domain header (security scheme `domain`). */
  needsDomainHeader: boolean;
  parameters: ParameterObject[];
  body: { required: boolean; mediaType: string; schema: SchemaObject; fileFields: string[] } | null;
  /** Answer schemas by status code; null for an answer without a JSON body. */
  answers: Record<string, SchemaObject | null>;
  /** The media type of the 200 answer: JSON, or a file's (text/calendar). */
  answerMediaType: string;
}

export interface Contract {
  document: OpenApiDocument;
  operations: ContractOperation[];
}

const bundledStorefront = new URL('../../../../openapi/bundled/storefront.json', import.meta.url);

const bundledCardProvider = new URL('../../../../openapi/bundled/card-provider.json', import.meta.url);

let storefront: Contract | undefined;
let cardProvider: Contract | undefined;

/** The storefront document (openapi/bundled/storefront.json), read once. */
export function storefrontContract(): Contract {
  storefront ??= contractOf(JSON.parse(readFileSync(bundledStorefront, 'utf8')) as OpenApiDocument);
  return storefront;
}

/** The card provider's document (openapi/bundled/card-provider.json), read once. */
export function cardProviderContract(): Contract {
  cardProvider ??= contractOf(JSON.parse(readFileSync(bundledCardProvider, 'utf8')) as OpenApiDocument);
  return cardProvider;
}

export function contractOf(document: OpenApiDocument): Contract {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (operation) operations.push(flatten(document, path, method, operation, item.parameters ?? []));
    }
  }
  return { document, operations };
}

function flatten(
  document: OpenApiDocument,
  path: string,
  method: HttpMethod,
  operation: OperationObject,
  pathParameters: ParameterObject[],
): ContractOperation {
  const own = operation.parameters ?? [];
  const parameters = [
    ...pathParameters.filter((shared) => !own.some((p) => p.name === shared.name && p.in === shared.in)),
    ...own,
  ];
  const media = Object.entries(operation.requestBody?.content ?? {})[0];
  const security = operation.security ?? [];
  return {
    operationId: operation.operationId,
    tag: operation.tags?.[0] ?? '',
    method: method.toUpperCase() as Uppercase<HttpMethod>,
    path,
    token: tokenUse(security),
    needsDomainHeader: security.length > 0 && security.every((requirement) => 'domain' in requirement),
    parameters,
    body: media
      ? {
          required: operation.requestBody?.required ?? false,
          mediaType: media[0],
          schema: media[1].schema,
          fileFields: fileFields(document, media[1].schema),
        }
      : null,
    answers: Object.fromEntries(
      Object.entries(operation.responses).map(([status, answer]) => [status, answerSchema(document, answer)]),
    ),
    answerMediaType: Object.keys(operation.responses['200']?.content ?? {})[0] ?? 'application/json',
  };
}

function tokenUse(security: Array<Record<string, string[]>>): TokenUse {
  const withToken = security.filter((requirement) => 'bearer' in requirement).length;
  if (withToken === 0) return 'none';
  return withToken === security.length ? 'required' : 'optional';
}

/** Fields of format binary: the file parts of a multipart body. */
function fileFields(document: OpenApiDocument, schema: SchemaObject): string[] {
  const properties = (resolve(document, schema)['properties'] ?? {}) as Record<string, SchemaObject>;
  return Object.entries(properties)
    .filter(([, property]) => resolve(document, property)['format'] === 'binary')
    .map(([name]) => name);
}

function resolve(document: OpenApiDocument, schema: SchemaObject): SchemaObject {
  const prefix = '#/components/schemas/';
  const ref = schema['$ref'];
  if (typeof ref !== 'string' || !ref.startsWith(prefix)) return schema;
  const target = document.components.schemas[ref.slice(prefix.length)];
  return target ? resolve(document, target) : schema;
}

function answerSchema(document: OpenApiDocument, answer: ResponseObject): SchemaObject | null {
  const prefix = '#/components/responses/';
  const resolved = answer.$ref?.startsWith(prefix)
    ? document.components.responses[answer.$ref.slice(prefix.length)]
    : answer;
  return resolved?.content?.['application/json']?.schema ?? null;
}
