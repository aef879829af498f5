import type { components } from '@storefront/api-client';
import { centsFromDollars, createLot, placeBid, type LotState } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { insertBiddableLot, insertBidders, type Bidder } from './support/bidders';
import { eventually, startLiveServer, type ConnectedClient, type LiveServer } from './support/liveServer';

type BidUpdate = components['schemas']['BidUpdate'];

/** The storm's size, as issue #7 sets it: 200 bidders × 25 bids (BID_STORM_BIDDERS, BID_STORM_BIDS change it). */
const BIDDERS = Number(process.env['BID_STORM_BIDDERS'] ?? 200);
const BIDS_EACH = Number(process.env['BID_STORM_BIDS'] ?? 25);

let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer({ closingIntervalMs: 0, realtime: { serverTimeMs: 0, metalPriceMs: 0 } });
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => server?.close());

const cents = (dollars: unknown) => centsFromDollars(dollars as number) ?? 0;

interface Watcher {
  bidder: Bidder | null;
  socket: ConnectedClient;
  updates: BidUpdate[];
}

/** A socket as the lot's page holds it: in the lot's room, signed in as the bidder when given. */
async function watch(bidder: Bidder | null, lot: { id: number }): Promise<Watcher> {
  const socket = await server.connect({ lotid: lot.id, ...(bidder ? { token: bidder.token } : {}) });
  const updates: BidUpdate[] = [];
  socket.client.on('bidAddtime', (message) => updates.push(message));
  return { bidder, socket, updates };
}

/** The least a refusal or an answer told the bidder to bid next. */
function nextFloor(answer: Record<string, unknown>): number {
  const asked = /^Enter \$([\d,.]+) or more$/.exec(String(answer['error'] ?? ''))?.[1];
  if (asked) return Number(asked.replace(/,/g, ''));
  return Number(answer['bpop_nextbid'] ?? 0);
}

/** One bidder's run: each bid a few dollars above what it last learnt (socket, answer or refusal), mostly maximum bids. */
async function storm(bidder: Bidder, lot: { id: number; lotof: number }, seen: () => number) {
  const answers: Array<Record<string, unknown>> = [];
  let floor = 0;
  for (let bid = 0; bid < BIDS_EACH; bid++) {
    const wsprice = Math.ceil(Math.max(seen() + 5, floor) + Math.random() * 200);
    const hard = Math.random() < 0.2;
    const body = {
      wsprice,
      id: lot.id,
      userid: bidder.id,
      auctionid: lot.lotof,
      bidding_type: hard ? 'hard' : 'proxy',
    } as const;
    const answer = await server.post('placeBid', body, bidder.token);
    floor = Math.max(floor, nextFloor(answer));
    answers.push({ ...answer, bidder: bidder.id, wsprice, hard });
  }
  return answers;
}

describe(`a bid storm of ${BIDDERS} bidders × ${BIDS_EACH} bids on one lot`, { timeout: 300_000 }, () => {
  it('loses and doubles no bid, and ends where the engine replayed in the accepted order ends', async () => {
    const bidders = await insertBidders(server, BIDDERS, { notices: false });
    const lot = await insertBiddableLot(server, { openingBid: 100, reserve: 2000 });
    const watchers = [await watch(null, lot), ...(await Promise.all(bidders.map((bidder) => watch(bidder, lot))))];
    const price = (watcher: Watcher) => Number(watcher.updates.at(-1)?.bpop_wprice ?? 100);
    const answers = (
      await Promise.all(bidders.map((bidder, index) => storm(bidder, lot, () => price(watchers[index + 1]!))))
    ).flat();

    const accepted = answers.filter((answer) => answer['status'] === 'success');
    const refused = answers.filter((answer) => answer['status'] === 'failed');
    expect(accepted.length + refused.length).toBe(BIDDERS * BIDS_EACH);
    // Most bids of a storm arrive below the moving minimum; enough must land for the replay to mean something.
    expect(accepted.length).toBeGreaterThanOrEqual(Math.min(BIDDERS, 50));
    for (const answer of refused)
      expect(answer['error']).toMatch(/^(Enter \$[\d,.]+ or more|You are already the highest bidder\.)$/);

    const { db } = server.database;
    const stored = await db.selectFrom('bids').selectAll().where('lot_id', '=', lot.id).orderBy('id').execute();
    expect(stored).toHaveLength(accepted.length);
    const key = (user: unknown, amount: unknown, hard: unknown) => `${String(user)}:${cents(amount)}:${String(hard)}`;
    expect(stored.map((bid) => key(bid.user_id, bid.max_amount, bid.kind === 'hard')).sort()).toEqual(
      accepted.map((answer) => key(answer['bidder'], answer['wsprice'], answer['hard'])).sort(),
    );

    const row = await db.selectFrom('lots').selectAll().where('id', '=', lot.id).executeTakeFirstOrThrow();
    let reference: LotState = createLot({
      openingBid: 10_000,
      reserve: 200_000,
      startsAt: row.date_added.getTime(),
      closesAt: row.date_closed.getTime(),
    });
    for (const bid of stored) {
      const decision = placeBid(
        reference,
        { bidderId: String(bid.user_id), kind: bid.kind, amount: cents(bid.max_amount) },
        bid.created_at.getTime(),
      );
      expect(decision.ok).toBe(true);
      if (decision.ok) reference = decision.state;
    }
    expect(cents(row.wprice)).toBe(reference.price);
    expect(String(row.highbid_user_id)).toBe(reference.leaderId);
    expect(row.bid_count).toBe(stored.length);

    await eventually(() => watchers.every((watcher) => watcher.updates.length === stored.length), 20_000);
    const leader = row.highbid_user_id;
    for (const watcher of watchers) {
      expect(watcher.socket.dropped).toEqual([]);
      const last = watcher.updates.reduce((top, update) => (update.bpop_bidcount > top.bpop_bidcount ? update : top));
      expect(last).toMatchObject({
        bpop_bidcount: stored.length,
        bpop_higher: leader,
        bpop_wprice: Number(row.wprice),
      });
      if (watcher.bidder?.id !== leader) expect(JSON.stringify(watcher.updates)).not.toMatch(/maxbidamt|maximum/);
    }
    const leaderMaximum = Number(row.leader_maximum);
    const leaderAnswers = accepted.filter((answer) => answer['bidder'] === leader);
    expect(leaderAnswers.some((answer) => answer['maxbidamt'] === leaderMaximum)).toBe(true);
    if (leaderMaximum > Number(row.wprice)) {
      const shown = watchers.flatMap((watcher) => watcher.updates.map((update) => update.bpop_wprice));
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((value) => value < leaderMaximum)).toBe(true);
    }
  });
});
