import { listingBidBody, timedBidBody } from '@storefront/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInNewBuyers, type SignedInBuyer } from './support/apiBuyers';
import { call, listedLots } from './support/demoStore';
import {
  afterBid,
  incrementAbove,
  INCREMENT_RANGES,
  minimumFor,
  openAuction,
  publicMinimum,
  type ProxyAuction,
} from './support/proxyAuction';
import { watchRooms, type RoomWatcher } from './support/roomWatchers';
import { startStorefront, type RunningStorefront } from './support/startStorefront';

/*
 * A black-box bid storm against the storefront started as `npm start` starts it: new buyers bid over HTTP with the
 * calls the storefront makes (the timed lot view's and the listing's), sockets of visitors and buyers watch the lots'
 * rooms, and the outcome is held against an independent model of proxy bidding (support/proxyAuction.ts).
 */

// A server of its own: the storm's prices must not move the lots the other journeys, running beside it, bid on.
let storefront: RunningStorefront | undefined;
let base: string;
beforeAll(async () => {
  storefront = await startStorefront({ serverOnly: true });
  base = storefront.url;
});
const BUYERS = 20;
const LOTS = 3;
const BIDS_EACH = 15;
const WATCHING_BUYERS = 4;
const WATCHING_VISITORS = 3;

const cents = (dollars: unknown) => Math.round(Number(dollars) * 100);
const dollars = (amount: number) => amount / 100;

interface StormLot {
  id: number;
  lotof: number;
  wprice: number;
  bid_count: number;
  reserve_met?: number;
  date_added: string;
  date_closed: string;
  con_check: number;
  market_status: string;
}

interface Answer {
  status?: string;
  error?: string;
  bpop_higher?: number | null;
  bpop_wprice?: number;
  bpop_nextbid?: number;
  bpop_bidcount?: number;
  maxbidamt?: number;
}

interface Acknowledged {
  lotId: number;
  bidder: number;
  maximum: number;
  answer: Answer;
}

interface BidUpdate {
  id: number;
  bpop_higher: number | null;
  bpop_wprice: number;
  bpop_nextbid: number;
  bpop_nextbid_org: number;
  bpop_bidcount: number;
}

/**
 * Open timed lots nobody has bid on, without a reserve (reserve_met with no bid), closing well after the storm, taken
 * from the end of the list: the journeys that need any open lot take the first.
 */
async function stormLots(): Promise<StormLot[]> {
  const answer = await call(base, 'searchLots', {
    limit: 100,
    page: 1,
    timed_live: 'timed',
    userid: 0,
  });
  const later = Date.now() + 30 * 60_000;
  const open = listedLots(answer).filter(
    (lot) =>
      lot.con_check !== 1 &&
      lot.market_status === 'open' &&
      Date.parse(lot.date_added) < Date.now() &&
      Date.parse(lot.date_closed) > later,
  );
  const unbid = open.slice(1).filter((lot) => lot.bid_count === 0 && lot.reserve_met === 1);
  if (unbid.length < LOTS)
    throw new Error(`The demo store has ${unbid.length} unbid timed lots; the storm needs ${LOTS}.`);
  return unbid.slice(-LOTS);
}

/**
 * Odd cents (never a multiple of 5): a storm maximum is then never a whole number (an id, a count) nor an amount on the
 * 5-cent grid of the increments, which other lots' prices keep to, so finding one in a message is no coincidence.
 */
function oddCents(): number {
  const candidates = Array.from({ length: 99 }, (_, index) => index + 1).filter((value) => value % 5 !== 0);
  return candidates[Math.floor(Math.random() * candidates.length)]!;
}

const failures: string[] = [];

/** A bid as the storefront sends it: the timed lot view's maximum bid, or the listing's Place Max Bid. */
async function bid(buyer: SignedInBuyer, lot: StormLot, maximum: number): Promise<Answer | null> {
  const wsprice = dollars(maximum);
  try {
    if (Math.random() < 0.7)
      return await call(base, 'placeTimedBid', timedBidBody(lot, buyer.id, wsprice), buyer.token);
    return await call(base, 'placeBid', listingBidBody(lot, buyer.id, wsprice), buyer.token);
  } catch (error) {
    failures.push(String(error));
    return null;
  }
}

/** The newest bid update a socket holds for a lot (the highest count: updates of concurrent bids may cross). */
function latestUpdate(watcher: RoomWatcher, lotId: number): BidUpdate | undefined {
  let latest: BidUpdate | undefined;
  for (const { event, message } of watcher.received) {
    const update = message as BidUpdate;
    if (event === 'bidAddtime' && update.id === lotId && update.bpop_bidcount > (latest?.bpop_bidcount ?? -1))
      latest = update;
  }
  return latest;
}

/** One buyer's run: each bid a few steps above the least it last learnt (socket, answer or refusal), odd cents. */
async function storm(buyer: SignedInBuyer, lots: StormLot[], eyes: RoomWatcher, acknowledged: Acknowledged[]) {
  const floor = new Map(lots.map((lot) => [lot.id, cents(lot.wprice)]));
  for (let count = 0; count < BIDS_EACH; count++) {
    const lot = lots[Math.floor(Math.random() * lots.length)]!;
    const seen = cents(latestUpdate(eyes, lot.id)?.bpop_nextbid ?? 0);
    const least = Math.max(seen, floor.get(lot.id)!);
    const maximum = least + Math.floor(Math.random() * 4) * incrementAbove(least) + oddCents();
    const answer = await bid(buyer, lot, maximum);
    if (!answer) continue;
    if (answer.status === 'success') {
      acknowledged.push({ lotId: lot.id, bidder: buyer.id, maximum, answer });
      floor.set(lot.id, Math.max(floor.get(lot.id)!, cents(answer.bpop_nextbid)));
    } else {
      const asked = /^Enter \$([\d,.]+) or more$/.exec(answer.error ?? '')?.[1];
      if (!asked) failures.push(`refused: ${answer.error}`);
      else floor.set(lot.id, Math.max(floor.get(lot.id)!, cents(asked.replace(/,/g, ''))));
    }
  }
}

/** Every key and scalar of a message, however deep. */
function* scalars(value: unknown, key = ''): Generator<[key: string, value: unknown]> {
  if (value !== null && typeof value === 'object') {
    for (const [inner, child] of Object.entries(value)) yield* scalars(child, inner);
  } else yield [key, value];
}
/** A scalar as an amount in cents, numbers in strings too; null when it is no amount. */
const asCents = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) ? cents(value) : null;

interface Replay {
  /** The model after each accepted bid: states[k] is the lot after its k-th bid. */
  states: ProxyAuction[];
  /** The maxima nobody but their bidder may know after the k-th bid: the leader's, above the price. */
  hidden: Set<number>[];
}

/**
 * A lot's accepted bids fed to the model in the places their acknowledgements carry; each acknowledgement must tell
 * the lot as the model has it after that bid (and, to a leader, their own maximum).
 */
function replayInModel(openingBid: number, accepted: readonly Acknowledged[]): Replay {
  const replay: Replay = { states: [openAuction(openingBid)], hidden: [new Set()] };
  for (const [index, { bidder, maximum, answer }] of accepted.entries()) {
    const before = replay.states[index]!;
    expect(maximum, `bid ${index + 1} accepted below the minimum`).toBeGreaterThanOrEqual(minimumFor(before, bidder));
    const after = afterBid(before, bidder, maximum);
    replay.states.push(after);
    replay.hidden.push(
      new Set(
        accepted
          .slice(0, index + 1)
          .filter((bid) => bid.bidder === after.leader && bid.maximum > after.price)
          .map((bid) => bid.maximum),
      ),
    );
    expect({ place: answer.bpop_bidcount, price: cents(answer.bpop_wprice), leader: answer.bpop_higher }).toEqual({
      place: index + 1,
      price: after.price,
      leader: after.leader,
    });
    if (after.leader === bidder) expect(cents(answer.maxbidamt)).toBe(after.leaderMaximum);
  }
  return replay;
}

const watchers: RoomWatcher[] = [];
afterAll(async () => {
  for (const watcher of watchers) watcher.close();
  await storefront?.stop();
});

describe(`a black-box bid storm: ${BUYERS} buyers × ${BIDS_EACH} bids over ${LOTS} timed lots`, () => {
  it('ends where an independent proxy model ends, counts every accepted bid and broadcasts no maximum', async () => {
    const lots = await stormLots();
    for (const lot of lots) {
      const view = await call(base, 'getProductDetails', { product_id: lot.id });
      // The model's table is the one the lot publishes (the Bid Increment Range modal).
      expect(view.results.BidIncrement?.map((row) => [cents(row.bprice_range_from), cents(row.per_price)])).toEqual(
        INCREMENT_RANGES,
      );
    }
    const buyers = await signedInNewBuyers(base, BUYERS);
    watchers.push(
      ...(await Promise.all([
        ...buyers.slice(0, WATCHING_BUYERS).map((buyer) => watchRooms(base, lots, buyer)),
        ...Array.from({ length: WATCHING_VISITORS }, () => watchRooms(base, lots)),
      ])),
    );

    const acknowledged: Acknowledged[] = [];
    const lotUpdates = new Set<unknown>();
    /** Every maximum of the storm that was hidden at some moment. */
    const everHidden = new Set<number>();
    await Promise.all(
      buyers.map((buyer, index) => storm(buyer, lots, watchers[index % watchers.length]!, acknowledged)),
    );
    expect(failures).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(BUYERS);

    for (const lot of lots) {
      const accepted = acknowledged.filter((bid) => bid.lotId === lot.id);
      // The acknowledgements race each other back, but each carries the lot's bid count after its bid: its place in
      // the order the server decided the bids. Those places are 1..n, each once.
      accepted.sort((a, b) => a.answer.bpop_bidcount! - b.answer.bpop_bidcount!);
      expect(accepted.map((bid) => bid.answer.bpop_bidcount)).toEqual(accepted.map((_, index) => index + 1));
      // The server's bid history (newest first) lists the same bidders in the same order among its placed bids, and
      // its newest row, placed or the leader's automatic answer, is the lot's price and leader.
      const history = await call(base, 'getBidDetails', { product_id: lot.id });
      const placed = history.results.filter((row) => row.bid_type === 'bid');
      expect(placed.map((row) => row.user_id).reverse()).toEqual(accepted.map((bid) => bid.bidder));

      const replay = replayInModel(cents(lot.wprice), accepted);
      for (const value of replay.hidden.flatMap((hidden) => [...hidden])) everHidden.add(value);
      const final = replay.states.at(-1)!;
      expect({ leader: history.results[0]!.user_id, price: cents(history.results[0]!.proposed_amount) }).toEqual({
        leader: final.leader,
        price: final.price,
      });
      const standing = replay.hidden.at(-1)!;
      expect(history.results.filter((row) => standing.has(cents(row.proposed_amount)))).toEqual([]);

      const view = await call(base, 'getProductDetails', { product_id: lot.id });
      expect({
        price: cents(view.results.wprice),
        leader: view.results.highbid_user_id,
        bids: view.results.bid_count,
      }).toEqual({ price: final.price, leader: final.leader, bids: accepted.length });

      // Every socket receives the last bid's update, which says what the model says.
      await expect
        .poll(() => watchers.map((watcher) => latestUpdate(watcher, lot.id)?.bpop_bidcount), { timeout: 30_000 })
        .toEqual(watchers.map(() => accepted.length));
      for (const watcher of watchers) {
        const last = latestUpdate(watcher, lot.id)!;
        expect({ price: cents(last.bpop_wprice), leader: last.bpop_higher }).toEqual({
          price: final.price,
          leader: final.leader,
        });
      }

      // Each update of this lot, against the model at its place: its public figures, and no hidden maximum anywhere.
      for (const watcher of watchers) {
        const own = new Set(accepted.filter((bid) => bid.bidder === watcher.userId).map((bid) => bid.maximum));
        for (const { event, message } of watcher.received) {
          const update = message as BidUpdate;
          if (event !== 'bidAddtime' || update.id !== lot.id) continue;
          const state = replay.states[update.bpop_bidcount]!;
          expect({
            price: cents(update.bpop_wprice),
            leader: update.bpop_higher,
            next: cents(update.bpop_nextbid),
            nextForAnyone: cents(update.bpop_nextbid_org),
          }).toEqual({
            price: state.price,
            leader: state.leader,
            next: publicMinimum(state),
            nextForAnyone: publicMinimum(state),
          });
          const verified = new Set(['bpop_wprice', 'bpop_nextbid', 'bpop_nextbid_org']);
          for (const [key, value] of scalars(message)) {
            const amount = asCents(value);
            const leaks =
              amount !== null &&
              !verified.has(key) &&
              replay.hidden[update.bpop_bidcount]!.has(amount) &&
              !own.has(amount);
            expect(leaks, `${event} ${JSON.stringify(message)} carries a hidden maximum`).toBe(false);
          }
          lotUpdates.add(message);
        }
      }
    }

    // Every other message any socket received: no field named for a maximum, and no maximum of the storm that was
    // hidden at some moment (the socket's own buyer may be told their own).
    for (const watcher of watchers) {
      const own = new Set(acknowledged.filter((bid) => bid.bidder === watcher.userId).map((bid) => bid.maximum));
      for (const { event, message } of watcher.received) {
        for (const [key, value] of scalars(message)) {
          const amount = asCents(value);
          const ownMaximum = amount !== null && own.has(amount);
          if (/max/i.test(key)) expect(ownMaximum, `${event} ${JSON.stringify(message)} names a maximum`).toBe(true);
          if (!lotUpdates.has(message) && amount !== null && everHidden.has(amount))
            expect(ownMaximum, `${event} ${JSON.stringify(message)} carries a storm maximum`).toBe(true);
        }
      }
      expect(watcher.disconnects).toEqual([]);
    }
  });
});
