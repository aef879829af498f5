import {
  parseIncoming,
  type DroppedMessage,
  type IncomingEvent,
  type IncomingMessage,
} from '@storefront/api-client/socket';
import { io, type Socket } from 'socket.io-client';
import type { OperationId } from '../../src/http/operationTypes';
import { storefrontContract } from '../../src/http/contract';
import { startTestServer, type TestServer } from './testServer';

/** The typed side of a test client: every message checked against the document before a listener sees it. */
export interface CheckedClient {
  on: <E extends IncomingEvent<'main'>>(event: E, listener: (message: IncomingMessage<'main', E>) => void) => void;
  emit: Socket['emit'];
}

export interface ConnectedClient {
  client: CheckedClient;
  raw: Socket;
  /** Messages dropped because they did not fit the document. */
  dropped: DroppedMessage[];
}

export interface LiveServer extends TestServer {
  baseUrl: string;
  /** A real HTTP call of an operation, with the domain header and the token when given. */
  post: (operationId: OperationId, body: unknown, token?: string) => Promise<Record<string, unknown>>;
  /** A real socket.io client of the main server, connected; `auth.token` and query as given. */
  connect: (options?: { token?: string; query?: Record<string, string> }) => Promise<ConnectedClient>;
}

/**
 * With connection-state recovery on, socket.io appends each broadcast's offset (a string) as a last argument; the
 * client keeps it to resume from. The message is the argument before it.
 */
function withoutRecoveryOffset(args: unknown[]): unknown[] {
  return args.length === 2 && typeof args[1] === 'string' ? args.slice(0, 1) : args;
}

/** A test server listening on a free port, for real HTTP and socket.io clients. */
export async function startLiveServer(options: Parameters<typeof startTestServer>[0] = {}): Promise<LiveServer> {
  const server = await startTestServer(options);
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  const paths = new Map(storefrontContract().operations.map((operation) => [operation.operationId, operation.path]));
  const sockets: Socket[] = [];

  const post = async (operationId: OperationId, body: unknown, token?: string) => {
    const response = await fetch(`${baseUrl}${paths.get(operationId)}`, {
      method: 'POST',
      headers: {
        domain: 'storefront.test',
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  };

  const connect = async ({ token, query }: { token?: string; query?: Record<string, string> } = {}) => {
    const dropped: DroppedMessage[] = [];
    const socket = io(baseUrl, {
      transports: ['websocket'],
      forceNew: true,
      auth: token ? { token } : {},
      query: query ?? {},
    });
    sockets.push(socket);
    const client: CheckedClient = {
      on: (event, listener) =>
        socket.on(event as string, (...args: unknown[]) => {
          const parsed = parseIncoming('main', event, withoutRecoveryOffset(args));
          if (parsed.ok) listener(parsed.message);
          else dropped.push({ server: 'main', event, problems: parsed.problems });
        }),
      emit: (event, ...args) => socket.emit(event, ...args),
    };
    if (!socket.connected) await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
    return { client, raw: socket, dropped };
  };

  return {
    ...server,
    baseUrl,
    post,
    connect,
    close: async () => {
      for (const socket of sockets) socket.disconnect();
      await server.close();
    },
  };
}

/** Waits until the condition holds, checking every 20 ms, or fails after the timeout. */
export async function eventually(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('The condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
