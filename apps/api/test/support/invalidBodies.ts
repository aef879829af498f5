import { storefrontContract, type SchemaObject } from '../../src/http/contract';
import type { OperationId } from '../../src/http/operationTypes';
import { bodyProblem } from './documentChecks';

export interface InvalidBody {
  name: string;
  body: unknown;
}

const contract = storefrontContract();
const components = contract.document.components.schemas;

function resolve(schema: SchemaObject): SchemaObject {
  const ref = schema['$ref'];
  if (typeof ref !== 'string') return schema;
  return resolve(components[ref.replace('#/components/schemas/', '')] ?? {});
}

/** An allOf merged into one object schema: the properties and required fields of every part. */
function mergeAllOf(schema: SchemaObject): SchemaObject {
  const parts = schema['allOf'] as SchemaObject[] | undefined;
  if (!parts) return schema;
  const merged = parts.map((part) => mergeAllOf(resolve(part)));
  return {
    type: 'object',
    properties: Object.assign({}, ...merged.map((part) => part['properties'] ?? {})),
    required: merged.flatMap((part) => (part['required'] ?? []) as string[]),
  };
}

/** For a oneOf, the branch the valid body was written for (the first whose required fields it has). */
function objectSchemaFor(schema: SchemaObject, valid: Record<string, unknown>): SchemaObject {
  const branches = (schema['oneOf'] ?? schema['anyOf']) as SchemaObject[] | undefined;
  if (!branches) return schema;
  const branch = branches
    .map(resolve)
    .find((candidate) => ((candidate['required'] ?? []) as string[]).every((key) => key in valid));
  return branch ?? schema;
}

/** The object schema of an operation's body as the document gives it (refs, allOf and the valid body's oneOf branch). */
export function bodySchemaOf(operationId: OperationId, valid: Record<string, unknown>): SchemaObject | null {
  const operation = contract.operations.find((candidate) => candidate.operationId === operationId);
  if (!operation?.body) return null;
  return mergeAllOf(objectSchemaFor(resolve(operation.body.schema), valid));
}

/** Values that break one rule of a property's schema each. */
function badValues(property: SchemaObject): unknown[] {
  const types = [property['type'] ?? []].flat() as string[];
  const values: unknown[] = [];
  if (!types.includes('string')) values.push('text');
  if (!types.includes('integer') && !types.includes('number')) values.push(12345);
  if (!types.includes('null')) values.push(null);
  if (types.includes('integer')) values.push(1.5);
  if (!types.includes('object')) values.push({ nested: true });
  const options = property['enum'] as unknown[] | undefined;
  if (options) values.push(typeof options[0] === 'number' ? 999 : 'not-one-of-these');
  if (typeof property['minLength'] === 'number' && property['minLength'] > 0) {
    values.push('x'.repeat(property['minLength'] - 1));
  }
  if (typeof property['maxLength'] === 'number') values.push('x'.repeat(property['maxLength'] + 1));
  if (typeof property['pattern'] === 'string') values.push('#');
  if (property['format'] === 'email') values.push('not-an-email');
  if (property['format'] === 'date') values.push('yesterday');
  if (typeof property['minimum'] === 'number') values.push(property['minimum'] - 1);
  if (typeof property['maximum'] === 'number') values.push(property['maximum'] + 1);
  if (types.includes('array')) values.push(['x', { nested: true }]);
  return values;
}

/**
 * Bodies derived from an operation's schema in the document, each breaking one rule of it (a missing required field,
 * a wrong type, a value outside an enum, a pattern, a length, a format, a bound), starting from a valid body. Only
 * those the document itself rejects are kept.
 */
export function invalidBodies(operationId: OperationId, valid: Record<string, unknown>): InvalidBody[] {
  const schema = bodySchemaOf(operationId, valid);
  if (!schema) return [];
  const properties = (schema['properties'] ?? {}) as Record<string, SchemaObject>;
  const candidates: InvalidBody[] = [
    { name: 'a list instead of an object', body: [] },
    { name: 'text instead of an object', body: 'text' },
    ...((schema['required'] ?? []) as string[]).map((key) => ({
      name: `without ${key}`,
      body: Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key)),
    })),
    ...Object.entries(properties).flatMap(([key, property]) =>
      badValues(resolve(property)).map((value) => ({
        name: `${key} = ${JSON.stringify(value)?.slice(0, 30)}`,
        body: { ...valid, [key]: value },
      })),
    ),
  ];
  if (schema['additionalProperties'] === false) {
    candidates.push({ name: 'an unknown field', body: { ...valid, unknown_field: 1 } });
  }
  return candidates.filter((candidate) => bodyProblem(operationId, candidate.body) !== null);
}

/** A multipart form with the body's text fields (variants with non-text values cannot be sent as a form). */
export function asForm(body: unknown): FormData | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== 'string') return null;
    form.append(name, value);
  }
  return form;
}
