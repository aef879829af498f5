import { io } from 'socket.io-client';

/**
 * Round trips of a socket.io message to `url`'s `echo` and back through its acknowledgement, in ms, on a socket made by
 * `connect` (socket.io-client's `io`). Self-contained, so a page in Chromium runs the same code from its source
 * (browserEchoRoundTrips); it names no function inside it for that reason.
 */
export const timeEchoes = async (connect: typeof io, url: string, rounds: number): Promise<number[]> => {
  const socket = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const trips: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const start = performance.now();
      await socket.timeout(10_000).emitWithAck('echo', { round });
      trips.push(performance.now() - start);
    }
    return trips;
  } finally {
    socket.disconnect();
  }
};

/** Round trips of a socket.io message from node to `url`'s `echo` and back, in ms. */
export const echoRoundTrips = (url: string, rounds: number) => timeEchoes(io, url, rounds);
