import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Caller } from '../http/operationTypes';
import type { Services } from '../services';
import { registerMainMessages, type MainSocket } from './mainMessages';
import { roomOf, roomsOf } from './realtime';
import { socketEmits } from '../system/metrics';

/** How long a dropped client may come back and receive what it missed (socket.io connection-state recovery). */
const RECOVERY_MS = 2 * 60_000;

export interface SocketData {
  /** The signed-in buyer, from the handshake's token; null for a visitor. */
  userId: number | null;
  /** The session the handshake's token names; null for a visitor. */
  sessionId: string | null;
  /** The handshake's token, checked again before a dropped socket may recover what it missed. */
  token: string | null;
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

const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * A dropped socket recovers what it missed only while the session it had is still valid: one whose session was signed
 * out, or whose password changed, while it was away connects afresh (and its missed messages are never sent).
 */
function refuseRecoveryOfEndedSessions(io: Server, authenticate: RealtimeOptions['authenticate']) {
  const adapter = io.of('/').adapter;
  const restore = adapter.restoreSession.bind(adapter);
  // The adapter's type says a session always comes back; in fact it answers null when there is none to recover.
  adapter.restoreSession = (async (pid: string, offset: string) => {
    const session = await restore(pid, offset);
    const token = (session?.data as SocketData | undefined)?.token ?? null;
    if (session && token !== null && (await authenticate(token).catch(() => null)) === null) return null;
    return session;
  }) as typeof adapter.restoreSession;
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
      : { connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MS, skipMiddlewares: false } }),
  });
  refuseRecoveryOfEndedSessions(io, options.authenticate);
  services.realtime.connect(
    (audience, event, message) => {
      const rooms = roomsOf(audience);
      // An emit writes to every socket of its rooms, thousands on a popular lot: it goes out once the call that made
      // it has answered, so that a bidder's answer never waits behind the lot's watchers (setImmediate keeps the order).
      setImmediate(() => (rooms === null ? io : io.to(rooms)).emit(event, message));
      socketEmits.inc({ event });
    },
    (userId) => io.in(roomOf({ userId })!).disconnectSockets(true),
    (sessionId) => io.in(sessionRoom(sessionId)).disconnectSockets(true),
  );
  // Every connection is authenticated, a recovered one too: who it acts as comes from this handshake's token.
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth['token'];
    const data = socket.data as SocketData;
    Object.assign(data, { userId: null, sessionId: null, token: null } satisfies SocketData);
    if (typeof token !== 'string' || token === '') return next();
    options.authenticate(token).then(
      (caller) => {
        if (caller)
          Object.assign(data, { userId: caller.id, sessionId: caller.session.id, token } satisfies SocketData);
        next();
      },
      () => next(),
    );
  });
  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    const own = new Set(data.userId === null ? [] : [roomOf({ userId: data.userId }), sessionRoom(data.sessionId!)]);
    // A recovered socket is back in the rooms it had: a buyer's or session's room it no longer holds is left.
    for (const room of socket.rooms) if (/^(user|session):/.test(room) && !own.has(room)) void socket.leave(room);
    for (const room of own) if (room) void socket.join(room);
    registerMainMessages(socket as unknown as MainSocket, services);
  });
  // Closing (a restart, a drain on SIGTERM): the connections end without socket.io's "do not come back", so clients
  // read it as a lost transport and reconnect, through the proxy to a process that is still running.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  return io;
}
