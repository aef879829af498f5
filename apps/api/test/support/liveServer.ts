import { createSocketClient, type DroppedMessage, type SocketClient } from '@storefront/api-client/socket';
import { io, type Socket } from 'socket.io-client';
import type { OperationId, RequestBody } from '../../src/http/operationTypes';
import { storefrontContract } from '../../src/http/contract';
import { startTestServer, type TestServer } from './testServer';

export interface ConnectedClient {
  /** The storefront's own socket client: every message checked against the document before a listener sees it. */
  client: SocketClient<'main'>;
  /** The socket under it, for what a storefront would never send. */
  raw: Socket;
  /** Messages dropped because they did not fit the document. */
  dropped: DroppedMessage[];
}

/** The body of a call, `undefined` for an operation that takes none. */
type PostBody<Op extends OperationId> = [RequestBody<Op>] extends [never] ? undefined : RequestBody<Op>;

export interface LiveServer extends TestServer {
  baseUrl: string;
  /** A real HTTP call of an operation, with the domain header and the token when given. */
  post: <Op extends OperationId>(
    operationId: Op,
    body: PostBody<Op>,
    token?: string,
  ) => Promise<Record<string, unknown>>;
  /**
   * A real socket.io client of the main server, connected with `auth.token` when given, in the auction's room and the
   * lot's room when given (as the pages showing them join).
   */
  connect: (options?: { token?: string; auctionid?: number; lotid?: number }) => Promise<ConnectedClient>;
}

/** A test server listening on a free port, for real HTTP and socket.io clients. */
export async function startLiveServer(options: Parameters<typeof startTestServer>[0] = {}): Promise<LiveServer> {
  const server = await startTestServer(options);
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  const paths = new Map(storefrontContract().operations.map((operation) => [operation.operationId, operation.path]));
  const sockets: Socket[] = [];

  const post = async <Op extends OperationId>(operationId: Op, body: PostBody<Op>, token?: string) => {
    const response = await fetch(`${baseUrl}${paths.get(operationId)}`, {
      method: 'POST',
      headers: {
        domain: 'storefront.test',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as Record<string, unknown>;
  };

  const connect = async ({ token, auctionid, lotid }: { token?: string; auctionid?: number; lotid?: number } = {}) => {
    const dropped: DroppedMessage[] = [];
    const socket = io(baseUrl, { transports: ['websocket'], forceNew: true, auth: token ? { token } : {} });
    sockets.push(socket);
    const client = createSocketClient({
      server: 'main',
      url: baseUrl,
      connect: (() => socket) as unknown as typeof io,
      onDroppedMessage: (message) => dropped.push(message),
    });
    if (!socket.connected) await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
    if (auctionid !== undefined) await socket.emitWithAck('joinAuction', { auctionid });
    if (lotid !== undefined) await socket.emitWithAck('joinLot', { lotid });
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
