import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { createClosingScheduler, type ClosingScheduler, type SchedulerTimings } from './closingScheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** The closing scheduler of timed lots (issue #7). */
    closing: ClosingScheduler;
  }
}

/** How often the closing scheduler looks for timed lots whose close time has passed. */
export const DEFAULT_CLOSING_INTERVAL_MS = 1000;
/** The demo approves a live-auction registration after this long. */
export const DEFAULT_APPROVAL_DELAY_MS = 10_000;

/** The closing scheduler runs while the server does: its first round when the server is ready, its last on close. */
export function registerClosing(app: FastifyInstance, services: Services, timings: SchedulerTimings): ClosingScheduler {
  const scheduler = createClosingScheduler(services, timings, app.log);
  app.addHook('onReady', () => scheduler.start());
  app.addHook('onClose', () => scheduler.stop());
  app.decorate('closing', scheduler);
  return scheduler;
}
