import { notifyManager, type Query, type QueryClient } from '@tanstack/react-query';
import { bidCountOf } from '@storefront/domain';
import { isServerAnswer } from '../client/ApiRefusal';
import type { components } from '../generated/storefront';
import type { SocketClient } from '../socket/createSocketClient';
import {
  auctionOperations,
  buyerListOperations,
  feedOperations,
  liveRoomOperations,
  lotOperations,
  operationOf,
} from './lotOperations';
import { bidFields } from './bidFields';
import { patchAuctions, patchLots, type LotLike } from './patchLots';
import type { ServerClockStore } from './serverClockStore';

type Schemas = components['schemas'];
/** A message of a feed (the live room's messages, a chat): what a feed's answer lists. */
type FeedMessage = Schemas['ChatMessage'] | Schemas['LiveMessage'];

/** Where the latest spot prices live: metalsLivePrice has no REST read of its own, so it owns this key. */
export const metalsLivePriceKey = ['metalsLivePrice'] as const;

/** The request body in an operation's key ([operationId, { body }]). */
const bodyOf = (query: Query) =>
  ((query.queryKey[1] as { body?: Record<string, unknown> } | undefined)?.body ?? {}) as Record<string, unknown>;

/**
 * The buyer's own view of a lot (their status text or maximum, a dashboard row's leader and list) can only be
 * recomputed by the server.
 */
const carriesBuyerView = (lot: LotLike) =>
  (typeof lot['bidtopstatus'] === 'string' && lot['bidtopstatus'] !== '') ||
  typeof lot['maxbidamt'] === 'number' ||
  typeof lot['mybidid'] === 'number';

/**
 * A new bid as it changes a lot in an answer. The buyer's own status on a lot page follows from these fields (who
 * leads, the price, whether the reserve is met; domain's bidStatus), so a lot page is not read again; the status text
 * the server wrote for the old price goes with it.
 */
const newBidFields = (lot: LotLike, update: Schemas['BidUpdate']) =>
  'bidtopstatus' in lot ? { ...bidFields(update), bidtopstatus: undefined } : bidFields(update);

/**
 * Writes every message of the main server into the cache entries the REST queries own, keyed by lot and auction.
 * Components never listen to the socket; they read their query and re-render when a message lands in it.
 */
export function bridgeMessagesToCache(
  socket: SocketClient<'main'>,
  queryClient: QueryClient,
  clock: ServerClockStore,
): () => void {
  const lotQueries = { predicate: (query: Query) => lotOperations.has(operationOf(query)) };
  const auctionQueries = { predicate: (query: Query) => auctionOperations.has(operationOf(query)) };
  const liveRoomOf = (auctionId: number) => ({
    predicate: (query: Query) => liveRoomOperations.has(operationOf(query)) && bodyOf(query)['auctionid'] === auctionId,
  });

  // The store's site id as getStores read it; awarding and closing events of another site are not ours. Until the
  // stores are read, every event is taken (the server sends only its own).
  const ourSite = (site_id: string) => {
    const stores = queryClient.getQueriesData<Schemas['StoresAnswer']>({ queryKey: ['getStores'] });
    const known = stores.map(([, answer]) => answer?.response[0]?.site_id).find((id) => id !== undefined);
    return known === undefined || known === site_id;
  };

  // A message that arrives while a read of lots, auctions or a feed is on its way (a first read, or a read again after
  // a reconnect) may be newer than that read's answer, which would put the old price back when it lands. The message
  // is applied to the answer once more as it lands (its own rule drops it when the answer already has it), in the same
  // batch so the old price is never shown. A first read had no earlier answer the message could reach the page in:
  // it is made again, for what only the server works out from the message (the rows of a list). Only that read's
  // answer gets it: a read that replaced it (a catch-up after a reconnect cancels the read on its way) started after
  // the message, so its answer has it, and may have newer bids the page never heard of that it would undo.
  type Held = { during: Promise<unknown> | undefined; apply: (data: unknown) => unknown; readAgain: boolean };
  const heldWhileReading = new Map<string, Held[]>();
  const stopReapplying = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const held = heldWhileReading.get(event.query.queryHash);
    if (!held) return;
    if (event.action.type === 'error') heldWhileReading.delete(event.query.queryHash);
    if (event.action.type !== 'success' || event.action.manual) return;
    heldWhileReading.delete(event.query.queryHash);
    const forThisRead = held.filter((message) => message.during === event.query.promise);
    queryClient.setQueryData(event.query.queryKey, (data: unknown) =>
      forThisRead.reduce((patched, message) => message.apply(patched), data),
    );
    if (forThisRead.some((message) => message.readAgain)) {
      void queryClient.invalidateQueries({ queryKey: event.query.queryKey, exact: true });
    }
  });
  /**
   * Writes a message into the entries `filters` select, and into the answers of their reads on their way as they land
   * (`reapply`, when applying it to an answer that may already have it differs).
   */
  const patchEntries = (
    filters: { predicate: (query: Query) => boolean },
    apply: (data: unknown) => unknown,
    reapply = apply,
  ) => {
    notifyManager.batch(() => {
      for (const query of queryClient.getQueryCache().findAll(filters)) {
        // An answer the message does not touch is left alone: writing it again would still notify its observers.
        const patched = apply(query.state.data);
        if (patched !== query.state.data) queryClient.setQueryData(query.queryKey, patched);
        if (query.state.fetchStatus !== 'fetching') continue;
        const held = heldWhileReading.get(query.queryHash) ?? [];
        held.push({ during: query.promise, apply: reapply, readAgain: query.state.data === undefined });
        heldWhileReading.set(query.queryHash, held);
      }
    });
  };
  // Feed messages carry no id: an answer holds one already when it has a message from the same sender, sent at the
  // same moment, with the same text.
  const appendToFeeds = (predicate: (query: Query) => boolean, message: FeedMessage) => {
    const append = (answer: { data: FeedMessage[] } | undefined) =>
      answer ? { ...answer, data: [...answer.data, message] } : answer;
    const sameMessage = (other: FeedMessage) =>
      ['date_sent', 'message', 'from_id', 'type'].every(
        (field) => (other as Record<string, unknown>)[field] === (message as Record<string, unknown>)[field],
      );
    patchEntries(
      { predicate },
      (data) => append(data as { data: FeedMessage[] } | undefined),
      (data) => {
        const answer = data as { data: FeedMessage[] } | undefined;
        return answer?.data.some(sameMessage) ? answer : append(answer);
      },
    );
  };

  /**
   * Writes a message into every answer that holds the lot; where one of them holds the buyer's own view of it, the
   * answers `readAgain` selects are read again (by default every answer with lots: a close or a retraction changes
   * what only the server works out).
   */
  const patchLot = (
    lotId: number,
    patch: (lot: LotLike) => Record<string, unknown> | null,
    readAgain: { predicate: (query: Query) => boolean } = lotQueries,
  ) => {
    let buyerView = false;
    const apply = (data: unknown) =>
      patchLots(data, lotId, (lot) => {
        const fields = patch(lot);
        if (fields && carriesBuyerView(lot)) buyerView = true;
        return fields;
      });
    patchEntries(lotQueries, apply);
    // Read again after the patched price has rendered: starting the reads costs the page several milliseconds, and the
    // cache's notices go out on the next task, so reads started in this one would hold the new price off the screen.
    if (buyerView) setTimeout(() => void queryClient.invalidateQueries(readAgain), 0);
  };
  // A bid moves a lot between the buyer's lists; the lot pages and listings of every bidder who watches it take the
  // update as it is (each of them reading the lot again on every bid would multiply the server's work by its bidders).
  const buyerLists = { predicate: (query: Query) => buyerListOperations.has(operationOf(query)) };

  const stops = [
    // A bid update older than what the cache holds (fewer bids) arrived late and is dropped.
    socket.on('bidAddtime', (update) =>
      patchLot(
        update.id,
        (lot) => (bidCountOf(lot) > update.bpop_bidcount ? null : newBidFields(lot, update)),
        buyerLists,
      ),
    ),
    // A retraction lowers the count by design, so it is never taken for a late update.
    socket.on('cancelbidemitted', (update) => patchLot(update.id, () => bidFields(update))),
    socket.on('realclosedupdates', (closed) =>
      patchLot(closed.id, () => ({
        market_status: closed.market_status,
        highbid_user_id: closed.highbid_user_id,
        ...(closed.wprice !== undefined ? { wprice: closed.wprice } : {}),
        ...(closed.date_closed !== undefined ? { date_closed: closed.date_closed } : {}),
      })),
    ),
    socket.on('liveauctionAwarding', (awarding) => {
      if (!ourSite(awarding.site_id)) return;
      patchLot(awarding.id, () => ({
        wprice: awarding.wprice,
        market_status: awarding.highbid_user_id == null ? 'unsold' : 'sold',
        highbid_user_id: awarding.highbid_user_id ?? null,
        ...(awarding.date_closed !== undefined ? { date_closed: awarding.date_closed } : {}),
      }));
      patchEntries(auctionQueries, (data: unknown) =>
        patchAuctions(data, awarding.auctionid, { current_projectid: awarding.current_projectid }),
      );
      void queryClient.invalidateQueries(liveRoomOf(awarding.auctionid));
    }),
    socket.on('liveauctionclose', (closed) => {
      if (!ourSite(closed.site_id)) return;
      patchEntries(auctionQueries, (data: unknown) =>
        patchAuctions(data, closed.auctionid, { market_status: 'closed' }),
      );
      void queryClient.invalidateQueries(liveRoomOf(closed.auctionid));
    }),
    socket.on('bidderapproval', (approval) =>
      patchEntries(auctionQueries, (data: unknown) =>
        patchAuctions(data, approval.auction_id, { is_register_active: approval.is_register_active }),
      ),
    ),
    socket.on('watchlist', (change) => patchLot(change.id, () => ({ isFav: change.watchlistid }))),
    socket.on('liveAuctionMsg', (message) =>
      appendToFeeds(
        (query) => operationOf(query) === 'getLiveAuctionMessages' && bodyOf(query)['auctionid'] === message.auctionid,
        message,
      ),
    ),
    socket.on('chatmessages', (message) =>
      appendToFeeds(
        (query) =>
          (operationOf(query) === 'getChatHistory' &&
            (message.pro_id ?? null) === null &&
            [message.from_id, message.to_id].includes(bodyOf(query)['chat_id'] as number)) ||
          (operationOf(query) === 'getProductMessages' &&
            message.pro_id !== undefined &&
            bodyOf(query)['pid'] === message.pro_id),
        message,
      ),
    ),
    socket.on('metalsLivePrice', (prices) => queryClient.setQueryData(metalsLivePriceKey, prices)),
    socket.on('sliservertime', ({ dTime }) =>
      clock.sample({ serverTime: Date.parse(dTime), receivedAt: clock.localNow() }),
    ),
  ];
  return () => {
    stops.forEach((stop) => stop());
    stopReapplying();
  };
}

/** A read a message could change: lots, auctions, the live room, a feed. */
const isRealtimeQuery = (query: Query) => {
  const operation = operationOf(query);
  return (
    lotOperations.has(operation) ||
    auctionOperations.has(operation) ||
    liveRoomOperations.has(operation) ||
    feedOperations.has(operation)
  );
};

/**
 * What to read again after the connection came back: everything a message could have changed meanwhile. Resolves
 * whether every read the page shows came back; the API's refusal is an answer, a failed request or a 5xx is not.
 */
export async function refetchRealtimeQueries(queryClient: QueryClient): Promise<boolean> {
  const realtimeQueries = { predicate: isRealtimeQuery };
  await queryClient.invalidateQueries(realtimeQueries);
  // A read that another invalidation cancelled and started again is still on its way: its answer is awaited too.
  const onTheirWay = () =>
    queryClient
      .getQueryCache()
      .findAll(realtimeQueries)
      .some((query) => query.isActive() && query.state.fetchStatus === 'fetching');
  for (let waited = 0; onTheirWay() && waited < 30_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return queryClient
    .getQueryCache()
    .findAll(realtimeQueries)
    .every((query) => !query.isActive() || query.state.status !== 'error' || isServerAnswer(query.state.error));
}

/**
 * What to read again once the socket has first connected: the answers that landed before it. The page reads before
 * its socket's code has loaded and its rooms are joined, so a message sent in between never reached it (a bid, or a
 * late bid's extension of the close). Quietly: the page stays live, and a read still on its way is left to land.
 */
export function refetchRealtimeAnswersBeforeRooms(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: (query) =>
      isRealtimeQuery(query) && query.state.dataUpdatedAt > 0 && query.state.fetchStatus !== 'fetching',
  });
}

/**
 * The page's other reads that failed while the server was away (the seller's stream, a chat's recipient): read again
 * once it is back, so no part of the page keeps saying the server could not be reached. Not awaited by the catch-up:
 * no price depends on them, and one the server keeps refusing must not hold bidding paused.
 */
export function refetchFailedQueries(queryClient: QueryClient): void {
  void queryClient.refetchQueries({
    type: 'active',
    predicate: (query) =>
      query.state.status === 'error' && !isServerAnswer(query.state.error) && !isRealtimeQuery(query),
  });
}
