// Emits the socket event maps (types) and the runtime schemas of incoming messages from the
// document's x-socket-events index.
import { resolvePointer } from './api-bundle.mjs';

const directions = ['serverToClient', 'clientToServer'];
const schemaPrefix = '#/components/schemas/';
// Keywords that only annotate; the runtime copy drops them to stay small.
const annotations = new Set([
  'description',
  'title',
  'examples',
  'example',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
]);

export function socketIndex(document) {
  const index = document['x-socket-events'];
  if (!index || typeof index !== 'object') throw new Error('x-socket-events is missing from the document');
  for (const [server, spec] of Object.entries(index)) {
    for (const key of ['reconnectionAttempts', 'reconnectionDelay'])
      if (!Number.isInteger(spec[key])) throw new Error(`x-socket-events.${server}.${key} must be an integer`);
    for (const direction of directions) {
      for (const [event, message] of Object.entries(spec[direction] ?? {})) {
        const ref = message.payload?.$ref;
        if (typeof ref !== 'string' || !ref.startsWith(schemaPrefix) || resolvePointer(document, ref) === undefined)
          throw new Error(`x-socket-events.${server}.${direction}.${event}: payload must $ref an existing schema`);
        if (typeof message.summary !== 'string')
          throw new Error(`x-socket-events.${server}.${direction}.${event}: summary missing`);
      }
    }
  }
  return index;
}

export function countSocketMessages(index) {
  let count = 0;
  for (const spec of Object.values(index))
    for (const direction of directions) count += Object.keys(spec[direction] ?? {}).length;
  return count;
}

const schemaName = (ref) => ref.slice(schemaPrefix.length);

function eventMap(index, direction) {
  const servers = Object.entries(index).map(([server, spec]) => {
    const events = Object.entries(spec[direction] ?? {}).map(
      ([event, message]) =>
        `    /** ${message.summary} */\n    ${JSON.stringify(event)}: (message: Schemas[${JSON.stringify(schemaName(message.payload.$ref))}]) => void;`,
    );
    return `  ${server}: {\n${events.join('\n')}\n  };`;
  });
  return servers.join('\n');
}

export function socketEventsSource(document, banner) {
  const index = socketIndex(document);
  const options = Object.entries(index).map(
    ([server, spec]) =>
      `  ${server}: { reconnectionAttempts: ${spec.reconnectionAttempts}, reconnectionDelay: ${spec.reconnectionDelay} },`,
  );
  return `${banner}import type { components } from './storefront';

type Schemas = components['schemas'];

/** Messages each server sends, by server, as socket.io listener signatures. */
export interface ServerToClientEvents {
${eventMap(index, 'serverToClient')}
}

/** Messages the storefront sends, by server. */
export interface ClientToServerEvents {
${eventMap(index, 'clientToServer')}
}

export type SocketServer = keyof ServerToClientEvents;

/** Reconnection of each server as the spec sets it. */
export const socketServerOptions = {
${options.join('\n')}
} as const satisfies Record<SocketServer, { reconnectionAttempts: number; reconnectionDelay: number }>;
`;
}

function stripAnnotations(node) {
  if (Array.isArray(node)) return node.map(stripAnnotations);
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (annotations.has(key) || key.startsWith('x-')) continue;
    // properties and $defs hold names, not keywords: keep every name.
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stripAnnotations(v)]))
        : stripAnnotations(value);
  }
  return out;
}

function collectSchemas(document, names, schema) {
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(schemaPrefix)) {
        const name = schemaName(value);
        if (!names.has(name)) {
          names.add(name);
          walk(document.components.schemas[name]);
        }
      } else walk(value);
    }
  };
  walk(schema);
}

export function socketSchemasSource(document, banner) {
  const index = socketIndex(document);
  const names = new Set();
  const incoming = {};
  for (const [server, spec] of Object.entries(index)) {
    incoming[server] = {};
    for (const [event, message] of Object.entries(spec.serverToClient ?? {})) {
      incoming[server][event] = { $ref: message.payload.$ref };
      collectSchemas(document, names, message.payload);
    }
  }
  const schemas = Object.fromEntries(
    [...names].sort().map((name) => [name, stripAnnotations(document.components.schemas[name])]),
  );
  return `${banner}import type { SchemaDocument, SchemaObject } from '../validation/schema';
import type { ServerToClientEvents, SocketServer } from './socketEvents';

/** The payload schema of every message a server sends, to validate it before any listener sees it. */
export const incomingMessageSchemas: { [S in SocketServer]: Record<keyof ServerToClientEvents[S], SchemaObject> } = ${JSON.stringify(incoming, null, 2)};

/** The schemas those payloads reference (annotations removed). */
export const socketSchemaDocument: SchemaDocument = ${JSON.stringify({ components: { schemas } }, null, 2)};
`;
}
