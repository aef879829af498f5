/**
 * How an operation's HTTP 200 answer says it refused: the verdict `field`, and either the values of it
 * that mean refused or the only values that mean accepted; `message` is the path of the server's words.
 */
export type RefusalRule =
  | { field: string; refused: readonly string[]; message?: readonly string[] }
  | { field: string; accepted: readonly string[]; message?: readonly string[] };

const fieldOf = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/** Whether a 200 body is a refusal by its operation's rule. */
export function isRefused(rule: RefusalRule, body: unknown): boolean {
  const verdict = fieldOf(body, rule.field);
  if (typeof verdict !== 'string') return false;
  return 'refused' in rule ? rule.refused.includes(verdict) : !rule.accepted.includes(verdict);
}

/** The server's own words in a refused answer, when it sent any. */
export function refusalWords(rule: RefusalRule, body: unknown): string | undefined {
  const words = (rule.message ?? []).reduce<unknown>((node, name) => fieldOf(node, name), body);
  return typeof words === 'string' && words.trim() !== '' ? words : undefined;
}
