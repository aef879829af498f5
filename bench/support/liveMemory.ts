/**
 * A process's live memory, read through its inspector after a full garbage collection: resident memory (RSS) grows
 * and shrinks with the collector's timing, which had made "memory per idle socket" swing between 1 and 19 KiB from one
 * run to the next. The inspector opens at the first reading (SIGUSR1, on a port `INSPECTABLE` leaves to the system)
 * and stays open (Node cannot open it twice), so take latencies before the first reading. Start the process with
 * `INSPECTABLE` in its environment.
 */
export const INSPECTABLE = { NODE_OPTIONS: '--inspect-port=127.0.0.1:0' } as const;

export interface InspectableProcess {
  pid: number;
  /** Everything the process printed so far. */
  output: () => string;
}

interface Answer {
  id: number;
  result?: { result?: { value?: unknown } };
  error?: { message: string };
}

const INSPECTOR_ADDRESS = /Debugger listening on (ws:\/\/\S+)/;

const opened = new Map<number, Promise<string>>();

/** The address of the process's inspector, opened at the first call. */
const inspectorOf = (process_: InspectableProcess) => {
  let address = opened.get(process_.pid);
  if (!address) opened.set(process_.pid, (address = openInspector(process_)));
  return address;
};

async function openInspector(process_: InspectableProcess): Promise<string> {
  const printedBefore = process_.output().length;
  process.kill(process_.pid, 'SIGUSR1');
  for (const started = Date.now(); Date.now() - started < 10_000;) {
    const url = INSPECTOR_ADDRESS.exec(process_.output().slice(printedBefore))?.[1];
    if (url) return url;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Process ${process_.pid} opened no inspector (started without INSPECTABLE?)`);
}

/** Bytes the process's JavaScript holds (heap in use and the buffers outside it) after a full collection. */
export async function liveBytesAfterCollection(process_: InspectableProcess): Promise<number> {
  const socket = new WebSocket(await inspectorOf(process_));
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`No inspector in process ${process_.pid}`)), {
      once: true,
    });
  });
  let lastId = 0;
  const pending = new Map<number, (answer: Answer) => void>();
  socket.addEventListener('message', (event) => {
    const answer = JSON.parse(String(event.data)) as Answer;
    pending.get(answer.id)?.(answer);
    pending.delete(answer.id);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const id = (lastId += 1);
      pending.set(id, (answer) =>
        answer.error ? reject(new Error(`${method}: ${answer.error.message}`)) : resolve(answer),
      );
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    // Twice: what the first collection frees can hold more that only the second one finds unreachable.
    await send('HeapProfiler.collectGarbage');
    await send('HeapProfiler.collectGarbage');
    const answer = await send('Runtime.evaluate', {
      expression: '(({ heapUsed, external }) => heapUsed + external)(process.memoryUsage())',
      returnByValue: true,
    });
    const bytes = answer.result?.result?.value;
    if (typeof bytes !== 'number') throw new Error(`Process ${process_.pid} answered no memory figure`);
    return bytes;
  } finally {
    socket.close();
  }
}
