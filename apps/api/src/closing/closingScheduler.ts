import { schedulerLagSeconds, schedulerRoundSeconds } from '../system/metrics';
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services';
import { approveRegistrations } from '../live/approveRegistrations';
import { runAuctioneers } from '../live/auctioneer';
import { closeDueLots } from './closeDueLots';
import { withSchedulerLock } from './schedulerLock';

export interface ClosingScheduler {
  /** Starts the rounds: one now (lots whose time passed while the server was down), then one every interval. */
  start: () => Promise<void>;
  /** One round now, after the one under way. */
  runOnce: () => Promise<void>;
  stop: () => Promise<void>;
}

export interface SchedulerTimings {
  /** Between rounds; 0: only at start and when asked. */
  intervalMs: number;
  /** How long a live-auction registration waits before the demo approves it. */
  approvalDelayMs: number;
  /** The auctioneer's quiet period before fair warning, and again before the hammer. */
  quietMs: number;
  /** The demo switch: automatic approval of live registrations and simulated bidders in live rooms. */
  demo?: boolean | undefined;
}

/**
 * Each round closes the timed lots whose close time has passed, in the demo approves the registrations that waited long
 * enough, and lets the auctioneer of each running live auction move on. Rounds never overlap; a failed round is logged and the next one tries again.
 */
export function createClosingScheduler(
  services: Services,
  { intervalMs, approvalDelayMs, quietMs, demo = false }: SchedulerTimings,
  log: FastifyBaseLogger,
): ClosingScheduler {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const runOnce = () => {
    busy = true;
    running = running.then(async () => {
      try {
        if (stopped) return;
        const timed = schedulerRoundSeconds.startTimer();
        await withSchedulerLock(services.database, async () => {
          await closeDueLots(services);
          if (demo) await approveRegistrations(services, approvalDelayMs);
          await runAuctioneers(services, quietMs, demo);
        });
        timed();
      } catch (error) {
        log.error({ err: error }, 'closing round failed');
      } finally {
        busy = false;
      }
    });
    return running;
  };
  return {
    start: async () => {
      if (intervalMs > 0) {
        // A round still running when the next is due makes the next one late: the lag is counted from when it was due.
        let dueAt = performance.now() + intervalMs;
        timer = setInterval(() => {
          if (busy) return;
          const now = performance.now();
          schedulerLagSeconds.observe(Math.max(0, now - dueAt) / 1000);
          dueAt = now + intervalMs;
          void runOnce();
        }, intervalMs);
        timer.unref();
      }
      await runOnce();
    },
    runOnce,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
