import type { SocketServer } from '../generated/socketEvents';
import type { ConnectionStatus, SocketClient } from './createSocketClient';

/**
 * A socket client whose code loads after the page has rendered (socket.io is about a tenth of the page's JavaScript):
 * listeners, rooms and messages given before it is ready are handed over when it is.
 */
export function deferSocketClient<S extends SocketServer>(
  server: S,
  load: () => Promise<SocketClient<S>>,
): SocketClient<S> {
  let loaded: SocketClient<S> | null = null;
  const pending: ((client: SocketClient<S>) => void)[] = [];
  const statusListeners = new Set<(status: ConnectionStatus) => void>();

  /** Runs now when loaded, else once loaded; the returned stop works either way. */
  const whenLoaded = (register: (client: SocketClient<S>) => () => void): (() => void) => {
    if (loaded) return register(loaded);
    let stop: (() => void) | null = null;
    let stopped = false;
    pending.push((client) => {
      if (!stopped) stop = register(client);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  };

  void load().then((client) => {
    loaded = client;
    client.onStatus((status) => statusListeners.forEach((listener) => listener(status)));
    pending.splice(0).forEach((run) => run(client));
    if (client.status() !== 'connecting') statusListeners.forEach((listener) => listener(client.status()));
  });

  return {
    server,
    on: (event, listener) => whenLoaded((client) => client.on(event, listener)),
    emit: (event, message) => {
      whenLoaded((client) => {
        client.emit(event, message);
        return () => undefined;
      });
    },
    onReconnect: (listener) => whenLoaded((client) => client.onReconnect(listener)),
    onConnect: (listener) => whenLoaded((client) => client.onConnect(listener)),
    status: () => loaded?.status() ?? 'connecting',
    onStatus: (listener) => {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    connect: () => whenLoaded((client) => (client.connect(), () => undefined)),
    disconnect: () => whenLoaded((client) => (client.disconnect(), () => undefined)),
  } as SocketClient<S>;
}
