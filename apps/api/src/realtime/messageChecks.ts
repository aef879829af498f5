import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { Contract, SchemaObject } from '../http/contract';
import { componentRefs, createAjv, unstorableText } from '../http/validators';
import { describeProblems } from '../http/validationMessage';

type SocketServerName = 'main' | 'seller';
type Direction = 'clientToServer' | 'serverToClient';

interface SocketEventIndex {
  [server: string]: Partial<Record<Direction, Record<string, { payload: SchemaObject }>>>;
}

/** Checks one incoming message; null when it fits the document, else a sentence saying what is wrong. */
export type MessageCheck = (message: unknown) => string | null;

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
  const ajv = createAjv(contract, false);
  const checks = new Map<string, MessageCheck>();
  for (const [event, { payload }] of Object.entries(events[server]?.[direction] ?? {})) {
    const validate: ValidateFunction = ajv.compile(componentRefs(payload));
    checks.set(event, (message) =>
      validate(message)
        ? unstorableText(message, 'message')
        : describeProblems('message', validate.errors as ErrorObject[]),
    );
  }
  return checks;
}
