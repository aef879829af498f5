/** The JSON Schema subset this API's documents use, as plain data. */
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export interface SchemaObject {
  $ref?: string;
  type?: JsonType | JsonType[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  items?: SchemaObject;
  enum?: unknown[];
  const?: unknown;
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  allOf?: SchemaObject[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  [annotation: string]: unknown;
}

export interface SchemaDocument {
  components: { schemas: Record<string, SchemaObject> };
}

/** Keywords the validator checks. A schema using any other non-annotation keyword is refused by the tests. */
export const validationKeywords: ReadonlySet<string> = new Set([
  '$ref',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'oneOf',
  'anyOf',
  'allOf',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
]);

/** Keywords that only describe; x-* extensions are annotations too. */
export const annotationKeywords: ReadonlySet<string> = new Set([
  'description',
  'title',
  'examples',
  'example',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
]);

/** Formats the validator checks; binary is a file part of a multipart body and is not checked. */
export const knownFormats: ReadonlySet<string> = new Set(['date-time', 'date', 'email', 'binary']);
