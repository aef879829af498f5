import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Caller } from '../http/operationTypes';
import type { Services } from '../services';
import { registerMainMessages, type MainSocket } from './mainMessages';
import { roomOf, roomsOf } from './realtime';

/** How long a dropped client may come back and receive what it missed (socket.io connection-state recovery). */
const RECOVERY_MS = 2 * 60_000;

export interface SocketData {
  /** The signed-in buyer, from the handshake's token; null for a visitor. */
  userId: number | null;
}

export interface RealtimeOptions {
  corsOrigins: readonly string[];
  authenticate: (token: string) => Promise<Caller | null>;
  /**
   * Rooms shared with other processes through this PostgreSQL. Its adapter cannot recover connection state, so with it
   * a client that drops refetches what it shows (as it must whenever recovery fails).
   */
  sharedRoomsUrl?: string | undefined;
}

/**
 * The main socket.io server on the API's HTTP server: a room per buyer (from the handshake's `auth.token`), per
 * auction and per lot (joinAuction / joinLot, or userConnected for the live room), and
 * connection-state recovery so a client that drops for a moment receives what it missed.
 */
export function attachSocketServer(app: FastifyInstance, services: Services, options: RealtimeOptions): Server {
  const io = new Server(app.server, {
    serveClient: false,
    cors: { origin: [...options.corsOrigins], credentials: true },
    ...(options.sharedRoomsUrl
      ? {}
      : { connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MS, skipMiddlewares: true } }),
  });
  services.realtime.connect(
    (audience, event, message) => {
      const rooms = roomsOf(audience);
      // An emit writes to every socket of its rooms, thousands on a popular lot: it goes out once the call that made
      // it has answered, so that a bidder's answer never waits behind the lot's watchers (setImmediate keeps the order).
      setImmediate(() => (rooms === null ? io : io.to(rooms)).emit(event, message));
    },
    (userId) => io.in(roomOf({ userId })!).disconnectSockets(true),
  );
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth['token'];
    const data = socket.data as SocketData;
    data.userId = null;
    if (typeof token !== 'string' || token === '') return next();
    options.authenticate(token).then(
      (caller) => {
        data.userId = caller?.id ?? null;
        next();
      },
      () => next(),
    );
  });
  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    if (!socket.recovered) {
      if (data.userId !== null) void socket.join(`user:${data.userId}`);
    }
    registerMainMessages(socket as unknown as MainSocket, services);
  });
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  return io;
}
