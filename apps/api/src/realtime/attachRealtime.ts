import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Server } from 'socket.io';
import type { Services } from '../services';
import { createMetalTicker, type MetalTicker } from './metalPrices';
import { everyone } from './realtime';
import { attachSellerStream } from './sellerStream';
import { shareRooms } from './sharedRooms';
import { attachSocketServer, type RealtimeOptions } from './socketServer';

export interface RealtimeSettings extends Pick<RealtimeOptions, 'sharedRoomsUrl'> {
  /** sliservertime; the spec's countdowns correct their clock every second. */
  serverTimeMs?: number | undefined;
  /** metalsLivePrice; 0 for no ticks. */
  metalPriceMs?: number | undefined;
  /** What the seller's broadcaster shows to stream (SELLER_KEY); without one, a random key nobody knows. */
  sellerKey?: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The main socket.io server and its metal price ticker (issue #7). */
    realtime: { io: Server; metals: () => MetalTicker | null };
  }
}

/**
 * Socket.io on the API's server (the main server at /, the seller's stream at /seller), with the clock and metal price
 * tickers running while the server does.
 */
export function attachRealtime(
  app: FastifyInstance,
  services: Services,
  options: RealtimeOptions & RealtimeSettings,
): Server {
  const io = attachSocketServer(app, services, options);
  attachSellerStream(io, options.sellerKey ?? randomBytes(24).toString('hex'));
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
    metals = await createMetalTicker(services);
    const ticker = metals;
    every(options.serverTimeMs ?? 1000, () =>
      services.realtime.send(everyone, 'sliservertime', { dTime: services.clock().toISOString() }),
    );
    every(options.metalPriceMs ?? 5000, () => ticker.tick());
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
