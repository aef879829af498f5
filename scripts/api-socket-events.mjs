// Emits the socket event maps (types) and the reconnection options from the document's
// x-socket-events index.
import { resolvePointer } from './api-bundle.mjs';

const directions = ['serverToClient', 'clientToServer'];
const schemaPrefix = '#/components/schemas/';

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
