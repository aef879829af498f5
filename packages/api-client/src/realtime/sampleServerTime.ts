import type { ServerClockStore } from './serverClockStore';

/** Reads the server's time over a request and feeds it to the clock with its measured round trip. */
export async function sampleServerTime(clock: ServerClockStore, read: () => Promise<{ dTime: string }>): Promise<void> {
  const sentAt = clock.localNow();
  const { dTime } = await read();
  clock.sample({ serverTime: Date.parse(dTime), sentAt, receivedAt: clock.localNow() });
}
