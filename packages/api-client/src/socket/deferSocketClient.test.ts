import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketServerOptions } from '../generated/socketEvents';
import type { ConnectionStatus, SocketClient } from './createSocketClient';
import { deferSocketClient } from './deferSocketClient';
import { fakeSocketClient } from './fakeSocketClient';

const { reconnectionAttempts, reconnectionDelay } = socketServerOptions.main;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A loader that fails its first `failures` calls (the code could not be fetched), then hands over the client. */
function flakyLoad(failures: number, client: SocketClient<'main'>) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return client;
  });
  return load;
}

function watch(socket: SocketClient<'main'>) {
  const told: ConnectionStatus[] = [];
  socket.onStatus((status) => told.push(status));
  return told;
}

describe('a socket client whose code loads later', () => {
  it('hands over listeners and messages given before the code arrived', async () => {
    const fake = fakeSocketClient('main');
    const socket = deferSocketClient('main', flakyLoad(0, fake.client));
    const seen: unknown[] = [];
    socket.on('sliservertime', (message) => seen.push(message));
    socket.emit('userConnected', { userid: 1, auctionid: 2 } as never);
    expect(socket.status()).toBe('connecting');

    await vi.advanceTimersByTimeAsync(0);
    fake.deliver('sliservertime', { time: 1 });
    expect(seen).toEqual([{ time: 1 }]);
    expect(fake.emitted).toEqual([['userConnected', { userid: 1, auctionid: 2 }]]);
  });

  it("tries the code again on the spec's policy, reporting reconnecting, and connects once it arrives", async () => {
    const fake = fakeSocketClient('main');
    const load = flakyLoad(3, fake.client);
    const socket = deferSocketClient('main', load);
    const told = watch(socket);

    await vi.advanceTimersByTimeAsync(0);
    expect(socket.status()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(reconnectionDelay * 3);
    expect(load).toHaveBeenCalledTimes(4);

    fake.connected();
    expect(socket.status()).toBe('connected');
    expect(told).toEqual(['reconnecting', 'connected']);
  });

  it('says the connection is lost after the attempts, and a retry loads the code again', async () => {
    const fake = fakeSocketClient('main', { connects: 'at once' });
    const load = flakyLoad(reconnectionAttempts, fake.client);
    const socket = deferSocketClient('main', load);
    const told = watch(socket);

    await vi.advanceTimersByTimeAsync(reconnectionDelay * reconnectionAttempts);
    expect(load).toHaveBeenCalledTimes(reconnectionAttempts);
    expect(socket.status()).toBe('lost');
    await vi.advanceTimersByTimeAsync(reconnectionDelay * 4);
    expect(load).toHaveBeenCalledTimes(reconnectionAttempts);

    socket.connect();
    expect(socket.status()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(reconnectionAttempts + 1);
    expect(fake.connect).toHaveBeenCalledTimes(1);
    expect(socket.status()).toBe('connected');
    expect(told).toEqual(['reconnecting', 'lost', 'reconnecting', 'connected']);
  });
});
