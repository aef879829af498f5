import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { extensionKeywords, refsToComponents } from '@storefront/api-client/validation';
import type { Contract, ContractOperation, ParameterObject, SchemaObject } from './contract';
import { describeProblems } from './validationMessage';

/** Checks a value; returns null when it fits, else a sentence saying what is wrong. */
export type Check = (value: unknown) => string | null;

export interface OperationChecks {
  headers: Check;
  params: Check;
  query: Check;
  body: Check | null;
  /** By status code. */
  answers: Record<string, Check>;
}

const componentsId = 'storefront:components';

/**
 * Compiles the checks of every operation from the document, with the document's component schemas shared by all:
 * bodies are checked as sent (no type coercion), while path, query, header and multipart values, which arrive as
 * text, are coerced to the types the document gives them.
 */
export function compileChecks(contract: Contract): Map<string, OperationChecks> {
  const exact = createAjv(contract, false);
  const coercing = createAjv(contract, true);
  const checks = new Map<string, OperationChecks>();
  for (const operation of contract.operations) {
    const bodyAjv = operation.body?.mediaType === 'multipart/form-data' ? coercing : exact;
    checks.set(operation.operationId, {
      headers: check(coercing, headerSchema(operation), 'header'),
      params: check(coercing, parameterSchema(operation.parameters, 'path'), 'path parameter'),
      query: check(coercing, parameterSchema(operation.parameters, 'query'), 'query parameter'),
      body: operation.body ? check(bodyAjv, refsToComponents(operation.body.schema, componentsId), 'body') : null,
      answers: Object.fromEntries(
        Object.entries(operation.answers).flatMap(([status, schema]) =>
          schema ? [[status, check(exact, refsToComponents(schema, componentsId), 'answer')]] : [],
        ),
      ),
    });
  }
  return checks;
}

/**
 * A form field that coercion turned into a number that is not finite ("Infinity" passes Ajv's integer coercion), named
 * as a problem; null when every number is finite.
 */
export function nonFiniteField(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const field = Object.entries(body).find(([, value]) => typeof value === 'number' && !Number.isFinite(value))?.[0];
  return field === undefined ? null : `Invalid body: ${field} must be a finite number.`;
}

/** The first text of a value (at any depth) that PostgreSQL cannot store, a NUL character, by its field's name. */
function fieldWithNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = fieldWithNul(item, path === '' ? key : `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A text field holding a NUL character, which PostgreSQL cannot store, named as a problem of `part` (body, path
 * parameter, query parameter, message); null when every text can be stored. One rule for every call and socket message.
 */
export function unstorableText(value: unknown, part: string): string | null {
  const field = fieldWithNul(value, '');
  if (field === null) return null;
  return `Invalid ${part}: ${field === '' ? 'it' : field} must not contain a NUL character.`;
}

/** An Ajv holding the document's component schemas, for schemas given through `componentRefs`. */
export function createAjv(contract: Contract, coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, coerceTypes });
  addFormats(ajv, ['email', 'date', 'date-time']);
  // A file part of a multipart body; the upload itself is checked by the handler that stores it.
  ajv.addFormat('binary', true);
  for (const keyword of extensionKeywords(contract.document.components.schemas)) ajv.addKeyword(keyword);
  ajv.addSchema({ $id: componentsId, $defs: refsToComponents(contract.document.components.schemas, componentsId) });
  return ajv;
}

/** A schema of the document with its references pointed at the components that `createAjv` registered. */
export const componentRefs = <T>(schema: T): T => refsToComponents(schema, componentsId);

function check(ajv: Ajv2020, schema: SchemaObject, part: string): Check {
  const validate: ValidateFunction = ajv.compile(schema);
  return (value) => (validate(value) ? null : describeProblems(part, validate.errors as ErrorObject[]));
}

function headerSchema(operation: ContractOperation): SchemaObject {
  const schema = parameterSchema(operation.parameters, 'header');
  if (!operation.needsDomainHeader) return schema;
  const properties = { ...(schema['properties'] as object), domain: { type: 'string', minLength: 1 } };
  return { ...schema, properties, required: [...(schema['required'] as string[]), 'domain'] };
}

function parameterSchema(parameters: ParameterObject[], location: ParameterObject['in']): SchemaObject {
  const own = parameters.filter((parameter) => parameter.in === location);
  const name = (parameter: ParameterObject) => (location === 'header' ? parameter.name.toLowerCase() : parameter.name);
  return {
    type: 'object',
    properties: Object.fromEntries(
      own.map((parameter) => [name(parameter), refsToComponents(parameter.schema, componentsId)]),
    ),
    required: own.filter((parameter) => parameter.required || location === 'path').map(name),
  };
}
