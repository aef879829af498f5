import { io } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { socketMessages } from '../msw/fixtures/socketMessages';
import { createSocketClient, type DroppedMessage } from './createSocketClient';

/** Stands in for a socket.io socket: records emits and lets the test deliver server messages. */
function fakeSocket() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const managerListeners = new Map<string, Set<() => void>>();
  const emitted: [string, unknown][] = [];
  const socket = {
    on: (event: string, listener: (...args: unknown[]) => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    off: (event: string, listener: (...args: unknown[]) => void) => listeners.get(event)?.delete(listener),
    emit: (event: string, message: unknown) => emitted.push([event, message]),
    active: false,
    connect: vi.fn(),
    // As socket.io does, a connection ended by the page says so at once.
    disconnect: vi.fn(() => listeners.get('disconnect')?.forEach((listener) => listener('io client disconnect'))),
    io: {
      on: (event: string, listener: () => void) =>
        managerListeners.set(event, (managerListeners.get(event) ?? new Set()).add(listener)),
      off: (event: string, listener: () => void) => managerListeners.get(event)?.delete(listener),
    },
  };
  const options: unknown[] = [];
  const connect = ((url: string, opts: unknown) => {
    options.push([url, opts]);
    return socket;
  }) as unknown as typeof io;
  return {
    connect,
    options,
    emitted,
    deliver: (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((listener) => listener(...args)),
    reconnect: () => managerListeners.get('reconnect')?.forEach((listener) => listener()),
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createSocketClient', () => {
  it('connects to both servers with 10 reconnect attempts at 500 ms, as the spec says', () => {
    for (const server of ['main', 'seller'] as const) {
      let socket: ReturnType<typeof io> | undefined;
      const connect = ((url: string, options: Parameters<typeof io>[1]) => (socket = io(url, options))) as typeof io;
      createSocketClient({
        server,
        url: 'http://localhost:9',
        connect,
        socketOptions: { autoConnect: false, forceNew: true, reconnectionAttempts: 3 },
      });
      expect(socket!.io.reconnection()).toBe(true);
      expect(socket!.io.reconnectionAttempts()).toBe(10);
      expect(socket!.io.reconnectionDelay()).toBe(500);
      expect(socket!.io.reconnectionDelayMax()).toBe(500);
      socket!.close();
    }
  });

  it('hands valid messages to the listener', () => {
    const fake = fakeSocket();
    const client = createSocketClient({ server: 'main', url: 'http://main', connect: fake.connect });
    const received: unknown[] = [];
    client.on('bidAddtime', (update) => received.push(update.bpop_wprice));
    client.on('sliservertime', (time) => received.push(time.dTime));
    fake.deliver('bidAddtime', socketMessages.main.bidAddtime);
    fake.deliver('sliservertime', socketMessages.main.sliservertime);
    expect(received).toEqual([2400, '2026-06-01T17:04:59.250Z']);
  });

  it('reads a broadcast that carries the recovery offset the server appends', () => {
    const fake = fakeSocket();
    const client = createSocketClient({ server: 'main', url: 'http://main', connect: fake.connect });
    const received: unknown[] = [];
    client.on('bidAddtime', (update) => received.push(update.bpop_wprice));
    fake.deliver('bidAddtime', socketMessages.main.bidAddtime, 'f3c1a2b4-0007');
    expect(received).toEqual([2400]);
  });

  it('drops malformed messages with a warning and keeps listening', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakeSocket();
    const client = createSocketClient({ server: 'main', url: 'http://main', connect: fake.connect });
    const listener = vi.fn();
    client.on('bidAddtime', listener);
    fake.deliver('bidAddtime', { ...socketMessages.main.bidAddtime, bpop_wprice: '2400' });
    fake.deliver('bidAddtime', 'not an object');
    fake.deliver('bidAddtime', socketMessages.main.bidAddtime, { extra: true });
    fake.deliver('bidAddtime', socketMessages.main.bidAddtime);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]![0]).toBe(
      'socket main: dropped a malformed bidAddtime message: $.bpop_wprice: expected number, got string',
    );
  });

  it('drops a bid update that carries a maximum bid', () => {
    const dropped: DroppedMessage[] = [];
    const fake = fakeSocket();
    const client = createSocketClient({
      server: 'main',
      url: 'http://main',
      connect: fake.connect,
      onDroppedMessage: (message) => dropped.push(message),
    });
    const listener = vi.fn();
    client.on('bidAddtime', listener);
    fake.deliver('bidAddtime', { ...socketMessages.main.bidAddtime, bpop_wprice_morehigh: 3100 });
    expect(listener).not.toHaveBeenCalled();
    expect(dropped).toEqual([
      { server: 'main', event: 'bidAddtime', problems: ['$.bpop_wprice_morehigh: not allowed'] },
    ]);
  });

  it('validates the seller server against its own messages', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakeSocket();
    const client = createSocketClient({ server: 'seller', url: 'http://seller', connect: fake.connect });
    const counts: number[] = [];
    client.on('liveViewkzoobullion', ({ count }) => counts.push(count));
    fake.deliver('liveViewkzoobullion', socketMessages.seller.liveViewkzoobullion);
    fake.deliver('liveViewkzoobullion', { auctionid: 101, count: -1 });
    expect(counts).toEqual([37]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('stops calling a listener once unsubscribed', () => {
    const fake = fakeSocket();
    const client = createSocketClient({ server: 'main', url: 'http://main', connect: fake.connect });
    const listener = vi.fn();
    const unsubscribe = client.on('metalsLivePrice', listener);
    unsubscribe();
    fake.deliver('metalsLivePrice', socketMessages.main.metalsLivePrice);
    expect(listener).not.toHaveBeenCalled();
    expect(fake.listenerCount('metalsLivePrice')).toBe(0);
  });

  it('emits outgoing messages and reports reconnects', () => {
    const fake = fakeSocket();
    const client = createSocketClient({ server: 'main', url: 'http://main', connect: fake.connect });
    client.emit('userWatch', { action: 'userConnected', session: '482913', site_id: 'NWCB01' });
    const reconnected = vi.fn();
    const stop = client.onReconnect(reconnected);
    fake.reconnect();
    stop();
    fake.reconnect();
    expect(fake.emitted).toEqual([['userWatch', { action: 'userConnected', session: '482913', site_id: 'NWCB01' }]]);
    expect(reconnected).toHaveBeenCalledOnce();
  });

  it('makes a new connection on a restart as connecting, never lost or reconnecting', () => {
    const fake = fakeSocket();
    const client = createSocketClient({ server: 'main', url: 'http://main', connect: fake.connect });
    const seen: string[] = [];
    client.onStatus((status) => seen.push(status));
    fake.deliver('connect');
    client.restart();
    fake.deliver('connect');
    expect(seen).toEqual(['connected', 'connecting', 'connected']);
  });

  it('connects again at once, quietly, when the server ended the connection on purpose (sign-out, password change)', () => {
    vi.useFakeTimers();
    try {
      const fake = fakeSocket();
      const client = createSocketClient({ server: 'main', url: 'http://main', connect: fake.connect });
      const seen: string[] = [];
      client.onStatus((status) => seen.push(status));
      fake.deliver('connect');
      vi.advanceTimersByTime(60_000);
      fake.deliver('disconnect', 'io server disconnect');
      expect(client.status()).toBe('connecting');
      fake.deliver('connect');
      // A server that ends the new connection at once again is not asked a third time: Retry is the buyer's.
      fake.deliver('disconnect', 'io server disconnect');
      expect(seen).toEqual(['connected', 'connecting', 'connected', 'lost']);
    } finally {
      vi.useRealTimers();
    }
  });
});
