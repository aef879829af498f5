import type { JsonType, SchemaDocument, SchemaObject } from './schema';

const refPrefix = '#/components/schemas/';
const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const date = /^\d{4}-\d{2}-\d{2}$/;
const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks a value against a schema of the document and lists every problem as "<path>: <what>".
 * An empty list means the value is valid.
 */
export function validate(schema: SchemaObject, value: unknown, document: SchemaDocument, path = '$'): string[] {
  const problems: string[] = [];
  check(schema, value, path, document, problems);
  return problems;
}

function check(schema: SchemaObject, value: unknown, path: string, document: SchemaDocument, out: string[]): void {
  if (schema.$ref !== undefined) {
    const target = schema.$ref.startsWith(refPrefix)
      ? document.components.schemas[schema.$ref.slice(refPrefix.length)]
      : undefined;
    if (!target) {
      out.push(`${path}: unknown schema ${schema.$ref}`);
      return;
    }
    check(target, value, path, document, out);
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => hasType(type, value))) {
      out.push(`${path}: expected ${types.join(' or ')}, got ${describe(value)}`);
      return;
    }
  }
  if (schema.enum !== undefined && !schema.enum.includes(value)) {
    out.push(`${path}: expected one of ${schema.enum.map((option) => JSON.stringify(option)).join(', ')}`);
  }
  if ('const' in schema && value !== schema.const) out.push(`${path}: expected ${JSON.stringify(schema.const)}`);
  if (typeof value === 'string') checkString(schema, value, path, out);
  if (typeof value === 'number') checkNumber(schema, value, path, out);
  if (Array.isArray(value)) checkArray(schema, value, path, document, out);
  if (isObject(value)) checkObject(schema, value, path, document, out);
  for (const part of schema.allOf ?? []) check(part, value, path, document, out);
  if (schema.anyOf && !schema.anyOf.some((part) => validate(part, value, document, path).length === 0)) {
    out.push(`${path}: matches none of anyOf`);
  }
  if (schema.oneOf) {
    const matches = schema.oneOf.filter((part) => validate(part, value, document, path).length === 0).length;
    if (matches !== 1) out.push(`${path}: matches ${matches} of oneOf, expected exactly 1`);
  }
}

function checkString(schema: SchemaObject, value: string, path: string, out: string[]) {
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength)
    out.push(`${path}: shorter than ${schema.minLength}`);
  if (schema.maxLength !== undefined && length > schema.maxLength) out.push(`${path}: longer than ${schema.maxLength}`);
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) {
    out.push(`${path}: does not match ${schema.pattern}`);
  }
  if (schema.format === 'date-time' && !(dateTime.test(value) && !Number.isNaN(Date.parse(value)))) {
    out.push(`${path}: not an ISO 8601 date-time`);
  }
  if (schema.format === 'date' && !(date.test(value) && !Number.isNaN(Date.parse(value)))) {
    out.push(`${path}: not a YYYY-MM-DD date`);
  }
  if (schema.format === 'email' && !email.test(value)) out.push(`${path}: not an e-mail address`);
}

function checkNumber(schema: SchemaObject, value: number, path: string, out: string[]) {
  if (schema.minimum !== undefined && value < schema.minimum) out.push(`${path}: below ${schema.minimum}`);
  if (schema.maximum !== undefined && value > schema.maximum) out.push(`${path}: above ${schema.maximum}`);
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) {
    out.push(`${path}: not above ${schema.exclusiveMinimum}`);
  }
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) {
    out.push(`${path}: not below ${schema.exclusiveMaximum}`);
  }
}

function checkArray(schema: SchemaObject, value: unknown[], path: string, document: SchemaDocument, out: string[]) {
  if (schema.minItems !== undefined && value.length < schema.minItems)
    out.push(`${path}: fewer than ${schema.minItems} items`);
  if (schema.maxItems !== undefined && value.length > schema.maxItems)
    out.push(`${path}: more than ${schema.maxItems} items`);
  if (schema.items) value.forEach((item, index) => check(schema.items!, item, `${path}[${index}]`, document, out));
}

function checkObject(
  schema: SchemaObject,
  value: Record<string, unknown>,
  path: string,
  document: SchemaDocument,
  out: string[],
) {
  for (const name of schema.required ?? []) {
    if (!(name in value)) out.push(`${path}.${name}: required`);
  }
  const properties = schema.properties ?? {};
  for (const [name, item] of Object.entries(value)) {
    const property = properties[name];
    if (property) check(property, item, `${path}.${name}`, document, out);
    else if (schema.additionalProperties === false) out.push(`${path}.${name}: not allowed`);
    else if (typeof schema.additionalProperties === 'object') {
      check(schema.additionalProperties, item, `${path}.${name}`, document, out);
    }
  }
}

function hasType(type: JsonType, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    default:
      return typeof value === type;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
