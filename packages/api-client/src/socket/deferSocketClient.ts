import { socketServerOptions, type SocketServer } from '../generated/socketEvents';
import type { ConnectionStatus, SocketClient } from './createSocketClient';

/**
 * A socket client whose code loads after the page has rendered (socket.io is about a tenth of the page's JavaScript):
 * listeners, rooms and messages given before it is ready are handed over when it is.
 *
 * Loading is a connection attempt like any other: when the code cannot be fetched (the server went away while the
 * page started), it is tried again on the spec's reconnection policy, reported as 'reconnecting', then 'lost' until
 * `connect()` tries once more, so the page never waits silently for a connection that cannot come.
 */
export function deferSocketClient<S extends SocketServer>(
  server: S,
  load: () => Promise<SocketClient<S>>,
): SocketClient<S> {
  const { reconnectionAttempts, reconnectionDelay } = socketServerOptions[server];
  let loaded: SocketClient<S> | null = null;
  let ownStatus: ConnectionStatus = 'connecting';
  let told: ConnectionStatus = ownStatus;
  let loading = false;
  const pending: ((client: SocketClient<S>) => void)[] = [];
  const statusListeners = new Set<(status: ConnectionStatus) => void>();
  const tell = (status: ConnectionStatus) => {
    if (status === told) return;
    told = status;
    statusListeners.forEach((listener) => listener(status));
  };
  const setOwnStatus = (next: ConnectionStatus) => {
    ownStatus = next;
    tell(next);
  };
  // A first connection after the code failed to load is a retry, and says so.
  const status = (): ConnectionStatus => {
    if (!loaded) return ownStatus;
    const client = loaded.status();
    return client === 'connecting' && ownStatus !== 'connecting' ? 'reconnecting' : client;
  };

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

  const attempt = (failures: number) => {
    loading = true;
    load().then(
      (client) => {
        loading = false;
        loaded = client;
        client.onStatus(() => tell(status()));
        pending.splice(0).forEach((run) => run(client));
        tell(status());
      },
      () => {
        if (failures + 1 >= reconnectionAttempts) {
          loading = false;
          setOwnStatus('lost');
          return;
        }
        setOwnStatus('reconnecting');
        setTimeout(() => attempt(failures + 1), reconnectionDelay);
      },
    );
  };
  attempt(0);

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
    status,
    onStatus: (listener) => {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    connect: () => {
      if (!loaded && !loading) {
        setOwnStatus('reconnecting');
        attempt(0);
      }
      whenLoaded((client) => (client.connect(), () => undefined));
    },
    // Before the code has loaded there is no connection yet: the first one reads the session as it is then.
    restart: () => loaded?.restart(),
    disconnect: () => whenLoaded((client) => (client.disconnect(), () => undefined)),
  } as SocketClient<S>;
}
