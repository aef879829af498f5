import { io } from 'socket.io-client';

/** Round trips of a socket.io message to `url`'s `echo` and back through its acknowledgement, in ms. */
export async function echoRoundTrips(url: string, rounds: number): Promise<number[]> {
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
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
}
