import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type CrowdCommand =
  | { kind: 'open'; urls: readonly string[]; count: number; lotId: number }
  | { kind: 'arm'; lotId: number; waitMs: number }
  | { kind: 'close' };

export type CrowdReport =
  { opened: number } | { failed: string } | { armed: true } | { arrivals: number[]; sample: unknown };

const worker = fileURLToPath(new URL('./socketCrowdProcess.ts', import.meta.url));
const tsxLoader = new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;

/** The time on a clock every process of the machine shares (epoch ms with sub-millisecond precision). */
export const sharedNow = () => performance.timeOrigin + performance.now();

export interface SocketCrowd {
  /**
   * Waits for every socket's next `bidAddtime` of the lot while `trigger` runs, up to `waitMs`; resolves with each
   * arrival time (NaN for a socket that did not get it in time or had lost its connection).
   */
  arrivalsOf: (lotId: number, trigger: () => Promise<unknown>, waitMs?: number) => Promise<number[]>;
  /** One update as the sockets received it. */
  sample: () => unknown;
  close: () => Promise<void>;
}

function nextReport(child: ChildProcess, timeoutMs: number): Promise<CrowdReport> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      child.off('exit', onExit);
      reject(new Error(`A crowd process did not answer within ${timeoutMs} ms.`));
    }, timeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      reject(new Error(`A crowd process exited (${code}) before answering.`));
    };
    const onMessage = (message: CrowdReport) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      if ('failed' in message) reject(new Error(message.failed));
      else resolve(message);
    };
    child.once('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * `count` socket.io clients in `processes` processes of their own (so that generating the load does not take the
 * measured server's thread), spread over `urls` in turn, each joined to the lot's room.
 */
export async function openSocketCrowd(
  urls: readonly string[],
  count: number,
  lotId: number,
  processes = 2,
): Promise<SocketCrowd> {
  const children = Array.from({ length: processes }, () =>
    fork(worker, [], { execArgv: ['--import', tsxLoader], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  let sample: unknown = null;
  const close = () =>
    Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            if (child.connected) child.send({ kind: 'close' } satisfies CrowdCommand);
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    ).then(() => undefined);
  try {
    await Promise.all(
      children.map((child, index) => {
        const share = Math.floor(count / processes) + (index < count % processes ? 1 : 0);
        const opened = nextReport(child, 900_000);
        child.send({ kind: 'open', urls, count: share, lotId } satisfies CrowdCommand);
        return opened;
      }),
    );
  } catch (error) {
    await close();
    throw error;
  }
  return {
    arrivalsOf: async (armedLot, trigger, waitMs = 20_000) => {
      const timeoutMs = waitMs + 60_000;
      const armed = children.map((child) => nextReport(child, timeoutMs));
      for (const child of children) child.send({ kind: 'arm', lotId: armedLot, waitMs } satisfies CrowdCommand);
      await Promise.all(armed);
      const received = Promise.all(children.map((child) => nextReport(child, timeoutMs)));
      // Settled either way, so that a failed trigger leaves no rejection unheard.
      received.catch(() => undefined);
      await trigger();
      const reports = await received;
      return reports.flatMap((report) => {
        if (!('arrivals' in report)) throw new Error('A crowd process answered out of turn.');
        sample ??= report.sample;
        return report.arrivals;
      });
    },
    sample: () => sample,
    close,
  };
}
