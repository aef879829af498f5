import { describe, expect, it } from 'vitest';
import type { SchemaDocument, SchemaObject } from './schema';
import { validate } from './validate';

const document: SchemaDocument = {
  components: {
    schemas: {
      Price: { type: 'number', minimum: 0 },
      Status: { type: 'string', enum: ['open', 'sold'] },
    },
  },
};
const check = (schema: SchemaObject, value: unknown) => validate(schema, value, document);

describe('validate', () => {
  it('accepts a value that matches and lists nothing', () => {
    const schema: SchemaObject = {
      type: 'object',
      required: ['id', 'price'],
      properties: { id: { type: 'integer' }, price: { $ref: '#/components/schemas/Price' } },
    };
    expect(check(schema, { id: 3, price: 12.5, extra: true })).toEqual([]);
  });

  it('reports types, including integer against number and null', () => {
    expect(check({ type: 'integer' }, 1.5)).toEqual(['$: expected integer, got number']);
    expect(check({ type: ['number', 'null'] }, null)).toEqual([]);
    expect(check({ type: 'number' }, '12')).toEqual(['$: expected number, got string']);
    expect(check({ type: 'object' }, [])).toEqual(['$: expected object, got array']);
    expect(check({ type: 'number' }, Number.NaN)).toEqual(['$: expected number, got number']);
  });

  it('reports missing, extra and nested problems with their path', () => {
    const schema: SchemaObject = {
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: { id: { type: 'integer' }, rows: { type: 'array', items: { $ref: '#/components/schemas/Status' } } },
    };
    expect(check(schema, { rows: ['open', 'gone'], leak: 1 })).toEqual([
      '$.id: required',
      '$.rows[1]: expected one of "open", "sold"',
      '$.leak: not allowed',
    ]);
  });

  it('checks string bounds, patterns and formats', () => {
    expect(check({ type: 'string', pattern: '^[0-9]{6}$' }, '12345')).toEqual(['$: does not match ^[0-9]{6}$']);
    expect(check({ type: 'string', minLength: 8, maxLength: 20 }, 'short')).toEqual(['$: shorter than 8']);
    expect(check({ type: 'string', format: 'date-time' }, '2026-06-01T17:00:00Z')).toEqual([]);
    expect(check({ type: 'string', format: 'date-time' }, '2026-06-01 17:00')).toEqual([
      '$: not an ISO 8601 date-time',
    ]);
    expect(check({ type: 'string', format: 'date' }, '2026-13-45')).toEqual(['$: not a YYYY-MM-DD date']);
    expect(check({ type: 'string', format: 'email' }, 'maria@')).toEqual(['$: not an e-mail address']);
  });

  it('checks number and array bounds', () => {
    expect(check({ type: 'number', exclusiveMinimum: 0 }, 0)).toEqual(['$: not above 0']);
    expect(check({ type: 'integer', maximum: 99 }, 100)).toEqual(['$: above 99']);
    expect(check({ type: 'array', minItems: 1 }, [])).toEqual(['$: fewer than 1 items']);
  });

  it('combines schemas with allOf, anyOf and oneOf', () => {
    const a: SchemaObject = { type: 'object', required: ['a'] };
    const b: SchemaObject = { type: 'object', required: ['b'] };
    expect(check({ allOf: [a, b] }, { a: 1 })).toEqual(['$.b: required']);
    expect(check({ anyOf: [a, b] }, { c: 1 })).toEqual(['$: matches none of anyOf']);
    expect(check({ oneOf: [a, b] }, { a: 1, b: 2 })).toEqual(['$: matches 2 of oneOf, expected exactly 1']);
    expect(check({ oneOf: [a, b] }, { b: 2 })).toEqual([]);
  });

  it('reports a reference to a schema the document lacks', () => {
    expect(check({ $ref: '#/components/schemas/Missing' }, 1)).toEqual([
      '$: unknown schema #/components/schemas/Missing',
    ]);
  });
});
