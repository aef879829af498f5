// A child process of the load generator (see socketCrowd.ts): it opens its share of the crowd's sockets, joins each to
// a lot's room as the storefront does, and reports when each socket received the next bid update of an armed lot.
import { io, type Socket } from 'socket.io-client';
import type { CrowdCommand, CrowdReport } from './socketCrowd';

const sockets: Socket[] = [];
const now = () => performance.timeOrigin + performance.now();
const report = (message: CrowdReport) => process.send?.(message);

/** Sockets opened at once: more only queue in the server's accept backlog and time out. */
const OPENING_BATCH = 100;
/** Generous: on a machine shared with other work, a handshake may wait seconds for the server's thread. */
const HANDSHAKE_TIMEOUT_MS = 120_000;

async function openSocket(url: string, lotId: number) {
  const socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: HANDSHAKE_TIMEOUT_MS,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await socket.timeout(HANDSHAKE_TIMEOUT_MS).emitWithAck('joinLot', { lotid: lotId });
  return socket;
}

async function open(urls: readonly string[], count: number, lotId: number) {
  for (let first = 0; first < count; first += OPENING_BATCH) {
    const batch = Array.from({ length: Math.min(OPENING_BATCH, count - first) }, (_, index) =>
      openSocket(urls[(first + index) % urls.length]!, lotId),
    );
    sockets.push(...(await Promise.all(batch)));
  }
}

/**
 * Listens on every socket for the next `bidAddtime` of the lot; reports every socket's arrival time once all have it,
 * or after `waitMs` (NaN for a socket that did not get it, or had lost its connection).
 */
function arm(lotId: number, waitMs: number) {
  const arrivals: number[] = new Array<number>(sockets.length).fill(Number.NaN);
  const stops: (() => void)[] = [];
  let missing = 0;
  let sample: unknown = null;
  const finish = () => {
    clearTimeout(timer);
    stops.forEach((stop) => stop());
    report({ arrivals, sample });
  };
  sockets.forEach((socket, index) => {
    if (!socket.connected) return;
    missing += 1;
    const listener = (update: { id?: number }) => {
      if (update?.id !== lotId) return;
      arrivals[index] = now();
      sample ??= update;
      socket.off('bidAddtime', listener);
      missing -= 1;
      if (missing === 0) finish();
    };
    socket.on('bidAddtime', listener);
    stops.push(() => socket.off('bidAddtime', listener));
  });
  const timer = setTimeout(finish, waitMs);
}

process.on('message', (command: CrowdCommand) => {
  if (command.kind === 'open')
    open(command.urls, command.count, command.lotId).then(
      () => report({ opened: sockets.length }),
      (error: Error) => report({ failed: error.message }),
    );
  else if (command.kind === 'arm') {
    arm(command.lotId, command.waitMs);
    report({ armed: true });
  } else {
    for (const socket of sockets) socket.disconnect();
    process.disconnect();
  }
});
