import { Ajv2020 } from 'ajv/dist/2020.js';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { describe, expect, it } from 'vitest';
import { describeProblems } from './describeProblems';

const ajv = new Ajv2020({ allErrors: true, strict: true, messages: false });
for (const name of ['date-time', 'date', 'email'] as const) ajv.addFormat(name, fullFormats[name]);

function check(schema: object, value: unknown): string[] {
  const validate = ajv.compile(schema);
  return validate(value) ? [] : describeProblems(validate.errors ?? [], value);
}

describe('describeProblems', () => {
  it('lists nothing for a value that matches', () => {
    const schema = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } };
    expect(check(schema, { id: 3, extra: true })).toEqual([]);
  });

  it('names the expected type and the one it got, integer against number and null included', () => {
    expect(check({ type: 'integer' }, 1.5)).toEqual(['$: expected integer, got number']);
    expect(check({ type: ['number', 'null'] }, '12')).toEqual(['$: expected number or null, got string']);
    expect(check({ type: 'object' }, [])).toEqual(['$: expected object, got array']);
  });

  it('reports missing, extra and nested problems with their path', () => {
    const schema = {
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: { id: { type: 'integer' }, rows: { type: 'array', items: { enum: ['open', 'sold'] } } },
    };
    expect(check(schema, { rows: ['open', 'gone'], leak: 1 })).toEqual([
      '$.id: required',
      '$.leak: not allowed',
      '$.rows[1]: expected one of "open", "sold"',
    ]);
  });

  it('reads escaped names in the path', () => {
    const schema = { type: 'object', properties: { 'a/b': { type: 'string' } } };
    expect(check(schema, { 'a/b': 1 })).toEqual(['$.a/b: expected string, got number']);
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

  it('says how many alternatives of oneOf matched', () => {
    const a = { type: 'object', properties: { a: {} }, required: ['a'] };
    const b = { type: 'object', properties: { b: {} }, required: ['b'] };
    expect(check({ oneOf: [a, b] }, { a: 1, b: 2 })).toEqual(['$: matches 2 of oneOf, expected exactly 1']);
    expect(check({ anyOf: [a, b] }, { c: 1 })).toContain('$: matches none of anyOf');
  });
});
