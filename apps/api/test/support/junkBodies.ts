import type { OperationId } from '../../src/http/operationTypes';
import { bodySchemaOf } from './invalidBodies';

export interface JunkBody {
  name: string;
  body: unknown;
  /** The field the junk went into: a refusal must name it. */
  field: string | null;
}

/** What an attacker or a broken client puts into a field, whatever its type. */
const JUNK: Array<[string, unknown]> = [
  ['100,000 characters', 'x'.repeat(100_000)],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['"NaN"', 'NaN'],
  ['"Infinity"', 'Infinity'],
  ['"-0"', '-0'],
  ['"1e999"', '1e999'],
  ['nested junk', { a: { b: { c: [[[{}]]] } } }],
  ['a list of nulls', [null, null]],
  ['an empty object', {}],
  ['a NUL byte', 'Morgan\u0000dollar'],
];

/**
 * Bodies derived from an operation's schema in the bundled document that break it with junk: each field of the body
 * (from the schema, not only the valid body) set to each junk value, and an unknown field added.
 */
export function junkBodies(operationId: OperationId, valid: Record<string, unknown>): JunkBody[] {
  const schema = bodySchemaOf(operationId, valid);
  if (!schema) return [];
  const fields = Object.keys((schema['properties'] ?? {}) as object);
  return [
    ...fields.flatMap((field) =>
      JUNK.map(([name, value]) => ({ name: `${field} = ${name}`, body: { ...valid, [field]: value }, field })),
    ),
    { name: 'an unknown field', body: { ...valid, unknown_field_of_junk: 'x' }, field: null },
  ];
}
