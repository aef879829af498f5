/**
 * Points the document's `#/components/schemas/X` references at a components schema registered with Ajv under
 * `componentsId` (as `$defs`), so each operation or message schema compiles on its own.
 */
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

/** The document's own annotations (x-designed and the like), declared so strict mode accepts them. */
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
