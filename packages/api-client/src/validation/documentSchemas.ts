/*
 * The one way the document's schemas are given to Ajv, by the server's request and message checks, the generated
 * socket validators (scripts/api-socket-validators.mjs, which imports this file with Node's own TypeScript support:
 * it imports nothing and uses no syntax beyond types) and the client's schema tests: the component schemas are
 * registered once under an id, and every schema's references point there.
 */

/** Points `#/components/schemas/X` references at the components schema registered under `componentsId` (as `$defs`). */
export function refsToComponents<T>(value: T, componentsId: string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => refsToComponents(item, componentsId)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string'
        ? inner.replace('#/components/schemas/', `${componentsId}#/$defs/`)
        : refsToComponents(inner, componentsId),
    ]),
  ) as T;
}

/** The document's own annotations (x-designed and the like), which strict mode accepts once they are declared. */
export function extensionKeywords(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) extensionKeywords(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key.startsWith('x-')) found.add(key);
      extensionKeywords(inner, found);
    }
  }
  return found;
}
