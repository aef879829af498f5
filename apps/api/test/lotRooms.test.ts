import type { components } from '@storefront/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { approve, insertBiddableLot, insertBidders, retractBid } from './support/bidders';
import { eventually, startLiveServer, type ConnectedClient, type LiveServer } from './support/liveServer';

type BidUpdate = components['schemas']['BidUpdate'];

let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer({ demo: false, closingIntervalMs: 0, realtime: { serverTimeMs: 50 } });
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => server?.close());
beforeEach(() => server.reset());

interface Watcher {
  socket: ConnectedClient;
  /** Every bid update and retraction the socket received, as `event:lot:count`. */
  updates: string[];
  ticks: number;
}

function watch(socket: ConnectedClient): Watcher {
  const watcher: Watcher = { socket, updates: [], ticks: 0 };
  const record = (event: string) => (update: BidUpdate) =>
    watcher.updates.push(`${event}:${update.id}:${update.bpop_bidcount}`);
  socket.client.on('bidAddtime', record('bidAddtime'));
  socket.client.on('cancelbidemitted', record('cancelbidemitted'));
  socket.client.on('sliservertime', () => (watcher.ticks += 1));
  return watcher;
}

/**
 * Until every watcher has received a server-clock tick sent after now: a socket's messages arrive in the order they
 * were sent, so whatever was sent to it before has arrived by then.
 */
async function drained(watchers: readonly Watcher[]) {
  const seen = watchers.map((watcher) => watcher.ticks);
  await eventually(() => watchers.every((watcher, index) => watcher.ticks >= seen[index]! + 2));
}

describe("a lot's bid updates", { timeout: 30_000 }, () => {
  it("reach the sockets in the lot's room or its auction's room, once each, and no other", async () => {
    const [ann, ben] = await insertBidders(server, 2);
    // A live lot that starts later: absentee bids are taken and the leader may retract.
    const lot = await insertBiddableLot(server, { live: true, startsInHours: 2, closesInMs: 3 * 3600_000 });
    const other = await insertBiddableLot(server, { live: true, startsInHours: 2, closesInMs: 3 * 3600_000 });
    for (const bidder of [ann!, ben!]) await approve(server, lot.lotof, bidder.id);

    const inLot = watch(await server.connect({ lotid: lot.id }));
    const inAuction = watch(await server.connect({ auctionid: lot.lotof }));
    const inBoth = watch(await server.connect({ lotid: lot.id, auctionid: lot.lotof }));
    const inOtherLot = watch(await server.connect({ lotid: other.id, auctionid: other.lotof }));
    const inNoRoom = watch(await server.connect());
    // The outbid buyer's own socket, on a page that shows no lot (their account settings).
    const outbidElsewhere = watch(await server.connect({ token: ann!.token }));

    const body = { wsprice: 200, id: lot.id, userid: ann!.id, auctionid: lot.lotof, bidding_type: 'proxy' } as const;
    expect(await server.post('placeBid', body, ann!.token)).toMatchObject({ status: 'success' });
    expect(await server.post('placeBid', { ...body, wsprice: 400, userid: ben!.id }, ben!.token)).toMatchObject({
      status: 'success',
    });
    expect((await retractBid(server, ben!, lot)).msg).toBe('yes');

    const watchers = [inLot, inAuction, inBoth, inOtherLot, inNoRoom, outbidElsewhere];
    await drained(watchers);
    const withoutCounts = inLot.updates.map((update) => update.replace(/:\d+$/, ''));
    expect(withoutCounts).toEqual([`bidAddtime:${lot.id}`, `bidAddtime:${lot.id}`, `cancelbidemitted:${lot.id}`]);
    expect(inAuction.updates).toEqual(inLot.updates);
    expect(inBoth.updates).toEqual(inLot.updates);
    expect(inOtherLot.updates).toEqual([]);
    expect(inNoRoom.updates).toEqual([]);
    expect(outbidElsewhere.updates).toEqual([]);
    for (const watcher of watchers) expect(watcher.socket.dropped).toEqual([]);
  });
});
