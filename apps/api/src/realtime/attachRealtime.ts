import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import type { Services } from '../services';
import { metalFeed } from './metalFeed';
import { createMetalTicker, randomWalk, type MetalTicker } from './metalPrices';
import { attachSellerStream } from './sellerStream';
import { shareRooms } from './sharedRooms';
import { attachSocketServer, type RealtimeOptions } from './socketServer';

export interface RealtimeSettings extends Pick<RealtimeOptions, 'sharedRoomsUrl'> {
  /** sliservertime; the spec's countdowns correct their clock every second. */
  serverTimeMs?: number | undefined;
  /** metalsLivePrice; 0 for no ticks. */
  metalPriceMs?: number | undefined;
  /** The metal price feed (METAL_PRICES_URL), polled every metalPriceMs; without it, prices tick only in the demo. */
  metalPricesUrl?: string | undefined;
  /** The demo switch: without a feed, metal prices are a random walk labelled `demo`. */
  demo?: boolean | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The main socket.io server and its metal price ticker (issue #7). */
    realtime: { io: Server; metals: () => MetalTicker | null };
  }
}

/**
 * Socket.io on the API's server (the main server at /, the seller's stream at /seller), with the clock and metal price
 * tickers running while the server does (metal prices from the configured feed, or in the demo a random walk).
 */
export function attachRealtime(
  app: FastifyInstance,
  services: Services,
  options: RealtimeOptions & RealtimeSettings,
): Server {
  const io = attachSocketServer(app, services, options);
  attachSellerStream(io, services.sellerKey);
  let metals: MetalTicker | null = null;
  const timers: NodeJS.Timeout[] = [];
  const every = (milliseconds: number, run: () => unknown) => {
    if (milliseconds <= 0) return;
    const timer = setInterval(run, milliseconds);
    timer.unref();
    timers.push(timer);
  };
  let unshare: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    if (options.sharedRoomsUrl) unshare = await shareRooms(io, options.sharedRoomsUrl);
    // Each process tells its own sockets its own time: through the shared rooms every socket would get one a process.
    every(options.serverTimeMs ?? 1000, () =>
      io.local.emit('sliservertime', { dTime: services.clock().toISOString() }),
    );
    if (options.metalPricesUrl) metals = await createMetalTicker(services, 'feed', metalFeed(options.metalPricesUrl));
    else if (options.demo) metals = await createMetalTicker(services, 'demo', randomWalk());
    const ticker = metals;
    if (ticker) every(options.metalPriceMs ?? 5000, () => ticker.tick());
  });
  io.on('connection', (socket) => {
    socket.emit('sliservertime', { dTime: services.clock().toISOString() });
    if (metals) socket.emit('metalsLivePrice', metals.latest());
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await unshare?.();
  });
  app.decorate('realtime', { io, metals: () => metals });
  return io;
}
