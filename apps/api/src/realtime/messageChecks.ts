import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Contract, SchemaObject } from '../http/contract';
import { describeProblems } from '../http/validationMessage';

type SocketServerName = 'main' | 'seller';
type Direction = 'clientToServer' | 'serverToClient';

interface SocketEventIndex {
  [server: string]: Partial<Record<Direction, Record<string, { payload: SchemaObject }>>>;
}

/** Checks one incoming message; null when it fits the document, else a sentence saying what is wrong. */
export type MessageCheck = (message: unknown) => string | null;

const componentsId = 'storefront:socket-components';

function refsToComponents<T>(value: T): T {
  if (Array.isArray(value)) return value.map(refsToComponents) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string'
        ? inner.replace('#/components/schemas/', `${componentsId}#/$defs/`)
        : refsToComponents(inner),
    ]),
  ) as T;
}

/** The document's own annotations (x-designed and the like), declared so strict mode accepts them. */
function extensionKeywords(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) extensionKeywords(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key.startsWith('x-')) found.add(key);
      extensionKeywords(inner, found);
    }
  }
  return found;
}

/**
 * A check per message the storefront may send to a server (the document's `x-socket-events`), compiled once with the
 * document's component schemas, as the HTTP registrar checks bodies: exactly, without coercion.
 */
export function incomingMessageChecks(
  contract: Contract,
  server: SocketServerName,
  direction: Direction = 'clientToServer',
): Map<string, MessageCheck> {
  const events = (contract.document as unknown as { 'x-socket-events': SocketEventIndex })['x-socket-events'];
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
  addFormats(ajv, ['email', 'date', 'date-time']);
  for (const keyword of extensionKeywords(contract.document.components.schemas)) ajv.addKeyword(keyword);
  ajv.addSchema({ $id: componentsId, $defs: refsToComponents(contract.document.components.schemas) });
  const checks = new Map<string, MessageCheck>();
  for (const [event, { payload }] of Object.entries(events[server]?.[direction] ?? {})) {
    const validate: ValidateFunction = ajv.compile(refsToComponents(payload));
    checks.set(event, (message) =>
      validate(message) ? null : describeProblems('message', validate.errors as ErrorObject[]),
    );
  }
  return checks;
}
