import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import { socketServerOptions, type ClientToServerEvents, type SocketServer } from '../generated/socketEvents';
import { parseIncoming, type IncomingEvent, type IncomingMessage } from './parseIncoming';

export type OutgoingEvent<S extends SocketServer> = keyof ClientToServerEvents[S] & string;
export type OutgoingMessage<S extends SocketServer, E extends OutgoingEvent<S>> = ClientToServerEvents[S][E] extends (
  message: infer M,
) => void
  ? M
  : never;

/**
 * Where the connection stands: making a connection that nothing is wrong with (the first one, or a new one after a
 * sign-in or sign-out), open, trying again after a drop (the spec's 10 attempts 500 ms apart), or given up until
 * `connect()` is called again.
 */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'lost';

export interface DroppedMessage {
  server: SocketServer;
  event: string;
  problems: string[];
}

export interface SocketClientOptions<S extends SocketServer> {
  server: S;
  url: string;
  /** Extra socket.io options (path, auth, transports); reconnection is fixed by the spec. */
  socketOptions?: Partial<ManagerOptions & SocketOptions>;
  /** Told about every malformed message that was dropped; warns on the console by default. */
  onDroppedMessage?: (dropped: DroppedMessage) => void;
  /** The socket.io factory; tests pass a fake. */
  connect?: typeof io;
}

export interface SocketClient<S extends SocketServer> {
  readonly server: S;
  /** Listens to a message; the listener only ever sees payloads valid against the document. Returns the unsubscribe. */
  on<E extends IncomingEvent<S>>(event: E, listener: (message: IncomingMessage<S, E>) => void): () => void;
  emit<E extends OutgoingEvent<S>>(event: E, message: OutgoingMessage<S, E>): void;
  /** Called after the connection came back, so the app refetches what it may have missed. */
  onReconnect(listener: () => void): () => void;
  /** Called on every connection (the first and each reconnect), e.g. to join rooms again. */
  onConnect(listener: () => void): () => void;
  status(): ConnectionStatus;
  onStatus(listener: (status: ConnectionStatus) => void): () => void;
  connect(): void;
  /** Ends the connection and makes a new one at once, as 'connecting' (the session changed, not the connection). */
  restart(): void;
  disconnect(): void;
}

const warn = ({ server, event, problems }: DroppedMessage) =>
  console.warn(`socket ${server}: dropped a malformed ${event} message: ${problems.join('; ')}`);

/**
 * With connection-state recovery on, the server appends the packet's offset (a string) to every broadcast;
 * socket.io-client keeps it for the next reconnect but still hands it to listeners.
 */
const withoutRecoveryOffset = (args: readonly unknown[]) =>
  args.length === 2 && typeof args[1] === 'string' ? args.slice(0, 1) : args;

/** A typed socket.io client of the main or the seller server. */
export function createSocketClient<S extends SocketServer>({
  server,
  url,
  socketOptions,
  onDroppedMessage = warn,
  connect = io,
}: SocketClientOptions<S>): SocketClient<S> {
  const spec = socketServerOptions[server];
  // The spec's attempts are 500 ms apart: socket.io would otherwise double the wait after each (up to 5 s).
  const socket = connect(url, {
    ...socketOptions,
    ...spec,
    reconnectionDelayMax: spec.reconnectionDelay,
    reconnection: true,
  });
  const statusListeners = new Set<(status: ConnectionStatus) => void>();
  let status: ConnectionStatus = 'connecting';
  const setStatus = (next: ConnectionStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };
  let restarting = false;
  let serverEndedAt = -Infinity;
  const restart = () => {
    restarting = true;
    socket.disconnect();
    restarting = false;
    setStatus('connecting');
    socket.connect();
  };
  socket.on('connect', () => setStatus('connected'));
  socket.on('disconnect', (reason) => {
    if (restarting) return;
    // The server ended the connection on purpose (the session signed out, or its password changed): a new one is made
    // with the session as it is now. A server that ends the new one at once too is left to Retry.
    if (reason === 'io server disconnect' && Date.now() - serverEndedAt >= spec.reconnectionDelay) {
      serverEndedAt = Date.now();
      return restart();
    }
    setStatus(socket.active ? 'reconnecting' : 'lost');
  });
  socket.io.on('reconnect_attempt', () => setStatus('reconnecting'));
  socket.io.on('reconnect_failed', () => setStatus('lost'));
  return {
    server,
    on(event, listener) {
      const handler = (...args: unknown[]) => {
        const parsed = parseIncoming(server, event, withoutRecoveryOffset(args));
        if (parsed.ok) listener(parsed.message);
        else onDroppedMessage({ server, event, problems: parsed.problems });
      };
      socket.on(event as string, handler);
      return () => {
        socket.off(event as string, handler);
      };
    },
    emit(event, message) {
      socket.emit(event, message);
    },
    onReconnect(listener) {
      socket.io.on('reconnect', listener);
      return () => {
        socket.io.off('reconnect', listener);
      };
    },
    onConnect(listener) {
      socket.on('connect', listener);
      return () => {
        socket.off('connect', listener);
      };
    },
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    connect() {
      if (status === 'lost') setStatus('reconnecting');
      socket.connect();
    },
    restart,
    disconnect() {
      socket.disconnect();
    },
  };
}
