type Raw = Record<string, unknown>;

/**
 * A route's search as its parser reads it, and nothing else. The router lays the parsed search over the address's own
 * values, so a value the parser drops as malformed would stay as typed (`?page=abc` reached the API as "abc" and the
 * page failed): every value of the address the parser leaves out is set undefined, and the page takes its default.
 */
export const parsedSearchOnly =
  <T extends object>(parse: (raw: Raw) => T) =>
  (raw: Raw): T =>
    ({ ...Object.fromEntries(Object.keys(raw).map((key) => [key, undefined])), ...parse(raw) }) as T;
