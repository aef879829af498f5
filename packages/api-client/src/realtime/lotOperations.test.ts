import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auctionOperations, lotOperations } from './lotOperations';

interface Document {
  paths: Record<string, Record<string, { operationId: string; responses?: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
}

const document = JSON.parse(
  readFileSync(new URL('../../../../openapi/bundled/storefront.json', import.meta.url), 'utf8'),
) as Document;

/** The schema names an answer reaches through its $refs. */
function reached(value: unknown, seen = new Set<string>()): Set<string> {
  if (value === null || typeof value !== 'object') return seen;
  const ref = (value as { $ref?: string }).$ref;
  if (ref) {
    const name = ref.split('/').pop()!;
    if (!seen.has(name)) {
      seen.add(name);
      reached(document.components.schemas[name], seen);
    }
    return seen;
  }
  Object.values(value).forEach((field) => reached(field, seen));
  return seen;
}

const operationsReaching = (...schemas: string[]) =>
  Object.values(document.paths)
    .flatMap((methods) => Object.values(methods))
    .filter((operation) => {
      const names = reached(operation.responses?.['200']);
      return schemas.some((schema) => names.has(schema));
    })
    .map((operation) => operation.operationId)
    .sort();

describe('the cache entries realtime messages are written into', () => {
  it('are every operation whose answer carries a lot', () => {
    const expected = operationsReaching('Lot', 'DashboardLot');
    expect(expected.length).toBeGreaterThan(0);
    expect([...lotOperations].sort()).toEqual(expected);
  });

  it('are every operation whose answer carries an auction', () => {
    const expected = operationsReaching('Auction');
    expect(expected.length).toBeGreaterThan(0);
    expect([...auctionOperations].sort()).toEqual(expected);
  });
});
