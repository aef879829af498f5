import { vi } from 'vitest';
import type { SocketServer } from '../generated/socketEvents';
import type { ConnectionStatus, SocketClient } from './createSocketClient';

/**
 * For tests: a socket client whose messages and connection the test drives. It records what is emitted, delivers
 * what the server would, and moves through the connection states; `connect()` starts connecting (`connects: 'later'`,
 * the test calls `connected()`), or connects at once (`'at once'`).
 */
export function fakeSocketClient<Server extends SocketServer>(
  server: Server,
  { connects = 'later' }: { connects?: 'later' | 'at once' } = {},
) {
  const listeners = new Map<string, Set<(message: unknown) => void>>();
  const connectListeners = new Set<() => void>();
  const statusListeners = new Set<(status: ConnectionStatus) => void>();
  const emitted: [string, unknown][] = [];
  let status: ConnectionStatus = 'connecting';
  const setStatus = (next: ConnectionStatus) => {
    status = next;
    statusListeners.forEach((listener) => listener(next));
  };
  const connected = () => {
    setStatus('connected');
    connectListeners.forEach((listener) => listener());
  };
  const connect = vi.fn(() => (connects === 'at once' ? connected() : setStatus('reconnecting')));
  const disconnect = vi.fn(() => setStatus('lost'));
  const restart = vi.fn(() => setStatus('connecting'));
  const client = {
    server,
    on: (event: string, listener: (message: unknown) => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return () => listeners.get(event)?.delete(listener);
    },
    emit: (event: string, message: unknown) => emitted.push([event, message]),
    onReconnect: () => () => undefined,
    onConnect: (listener: () => void) => {
      connectListeners.add(listener);
      return () => connectListeners.delete(listener);
    },
    status: () => status,
    onStatus: (listener: (status: ConnectionStatus) => void) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    connect,
    restart,
    disconnect,
  } as unknown as SocketClient<Server>;
  return {
    client,
    emitted,
    connect,
    restart,
    disconnect,
    deliver: (event: string, message: unknown) => listeners.get(event)?.forEach((listener) => listener(message)),
    connected,
    dropped: () => setStatus('reconnecting'),
    gaveUp: () => setStatus('lost'),
  };
}
