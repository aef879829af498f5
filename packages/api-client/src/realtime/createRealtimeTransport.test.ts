import { focusManager, notifyManager, onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ConnectionStatus } from '../socket/createSocketClient';
import { fakeSocketClient } from '../socket/fakeSocketClient';
import type { components } from '../generated/storefront';
import { createRealtimeTransport } from './createRealtimeTransport';
import { createServerClockStore } from './serverClockStore';
import { CHAT_ANSWER_TIMEOUT_MS, CHAT_NOT_ANSWERED } from './chatSender';
import { ApiRefusal } from '../client/ApiRefusal';
import { errorResponse } from '../client/errors';

type BidUpdate = components['schemas']['BidUpdate'];

const lotKey = ['getProductDetails', { body: { product_id: 7 } }] as const;
const lotAnswer = {
  success: 'yes',
  results: { id: 7, lotof: 3, sku: 'A7', title: 'Morgan dollar', wprice: 100, bidcnt: 4, market_status: 'open' },
};
const update = (fields: Partial<BidUpdate>): BidUpdate => ({
  id: 7,
  status: 'success',
  bpop_higher: 12,
  bpop_wprice: 110,
  bpop_nextbid: 115,
  bpop_bidcount: 5,
  ...fields,
});

/** What the client makes of a request that never reached the server (errorMiddleware). */
const unreachable = () =>
  new ApiRefusal('The server could not be reached.', {
    operationId: undefined,
    httpStatus: 503,
    body: errorResponse('The server could not be reached.'),
  });

function setUp() {
  const socket = fakeSocketClient('main');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const transport = createRealtimeTransport({ queryClient, socket: socket.client });
  queryClient.setQueryData(lotKey, lotAnswer);
  const lot = () => (queryClient.getQueryData(lotKey) as typeof lotAnswer).results;
  return { socket, queryClient, transport, lot };
}

describe('realtime transport', () => {
  it("writes another bidder's bid into the cached lot", () => {
    const { socket, lot } = setUp();
    socket.deliver('bidAddtime', update({}));
    expect(lot()).toMatchObject({ wprice: 110, bidcnt: 5, next_bid: 115, highbid_user_id: 12, sku: 'A7' });
  });

  it('drops an update older than what the cache holds', () => {
    const { socket, lot } = setUp();
    socket.deliver('bidAddtime', update({ bpop_bidcount: 6, bpop_wprice: 120 }));
    socket.deliver('bidAddtime', update({ bpop_bidcount: 5, bpop_wprice: 110 }));
    expect(lot()).toMatchObject({ wprice: 120, bidcnt: 6 });
  });

  it('takes a retraction even though it lowers the count', () => {
    const { socket, lot } = setUp();
    socket.deliver('cancelbidemitted', update({ bpop_bidcount: 3, bpop_wprice: 90 }));
    expect(lot()).toMatchObject({ wprice: 90, bidcnt: 3 });
  });

  it('leaves other lots and other answers untouched', () => {
    const { socket, queryClient } = setUp();
    const other = ['getProductDetails', { body: { product_id: 8 } }];
    const otherAnswer = { success: 'yes', results: { ...lotAnswer.results, id: 8 } };
    queryClient.setQueryData(other, otherAnswer);
    socket.deliver('bidAddtime', update({}));
    expect(queryClient.getQueryData(other)).toBe(otherAnswer);
  });

  it("reads a dashboard row's list again when its lot moves: who leads and which list it is in are the server's", async () => {
    const { socket, queryClient } = setUp();
    const active = ['buyerDashboard', { body: { status: 'bidactive', page: 1, sh_limit: 10 } }];
    const row = { ...lotAnswer.results, mybidid: 41, highest_bidder_user_id: 3 };
    queryClient.setQueryData(active, { success: 'yes', results: [row], total_pagecnt: 1 });
    socket.deliver('realclosedupdates', { id: 7, lotof: 3, market_status: 'sold', highbid_user_id: 3 });
    await vi.waitFor(() => expect(queryClient.getQueryState(active)?.isInvalidated).toBe(true));
  });

  it("keeps a bidder's lot page from the update alone: the reserve with it, the old status text gone, no read", async () => {
    const { socket, queryClient, lot } = setUp();
    const mine = {
      success: 'yes',
      results: { ...lotAnswer.results, maxbidamt: 105, reserve_met: 0, bidtopstatus: 'Outbid' },
    };
    queryClient.setQueryData(lotKey, mine);
    const read = vi.fn(async () => mine);
    const observer = new QueryObserver(queryClient, { queryKey: lotKey, queryFn: read, staleTime: Infinity });
    const stop = observer.subscribe(() => undefined);
    socket.deliver('bidAddtime', update({ reserve_met: 1 }));
    expect(lot()).toMatchObject({ wprice: 110, highbid_user_id: 12, reserve_met: 1, maxbidamt: 105 });
    expect(lot()).not.toHaveProperty('bidtopstatus', 'Outbid');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(read).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(lotKey)?.isInvalidated).toBe(false);
    stop();
  });

  it("tells the page the new price before it reads the buyer's lists again", async () => {
    const { socket, queryClient } = setUp();
    const active = ['buyerDashboard', { body: { status: 'bidactive', page: 1, sh_limit: 10 } }];
    const rows = { success: 'yes', results: [{ ...lotAnswer.results, mybidid: 41 }], total_pagecnt: 1 };
    queryClient.setQueryData(active, rows);
    const seen: string[] = [];
    const read = vi.fn(async () => {
      seen.push('read again');
      return rows;
    });
    const observer = new QueryObserver(queryClient, { queryKey: active, queryFn: read, staleTime: Infinity });
    // React renders what a store notice announced in a microtask after it (useSyncExternalStore), as this does.
    const stop = observer.subscribe((result) => {
      const price = (result.data as typeof rows | undefined)?.results[0]?.wprice;
      if (price === 110) queueMicrotask(() => void (seen.includes('price shown') || seen.push('price shown')));
    });
    socket.deliver('bidAddtime', update({}));
    await vi.waitFor(() => expect(read).toHaveBeenCalled());
    expect(seen).toEqual(['price shown', 'read again']);
    stop();
  });

  it('reads a list again when a lot closed while its first read was on its way (the Checkout count)', async () => {
    const { socket, queryClient } = setUp();
    const won = ['buyerDashboard', { body: { status: 'bidwon', page: 1, sh_limit: 100 } }];
    const before = { success: 'yes', results: [], total_pagecnt: 0 };
    const after = { success: 'yes', results: [{ ...lotAnswer.results, market_status: 'sold' }], total_pagecnt: 1 };
    let answer: (value: unknown) => void = () => undefined;
    const read = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const observer = new QueryObserver(queryClient, { queryKey: won, queryFn: read });
    const stop = observer.subscribe(() => undefined);

    // The server made this answer before the lot closed; the close reaches the page before the answer does.
    socket.deliver('realclosedupdates', { id: 7, lotof: 3, market_status: 'sold', highbid_user_id: 3 });
    answer(before);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    answer(after);
    await vi.waitFor(() => expect(queryClient.getQueryData(won)).toEqual(after));
    socket.deliver('realclosedupdates', { id: 8, lotof: 3, market_status: 'sold', highbid_user_id: 3 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(read).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps a bid that arrived while the lot was being read again: the answer made before it never shows the old price', async () => {
    const { socket, queryClient, lot } = setUp();
    const answers: Array<(value: typeof lotAnswer) => void> = [];
    const read = vi.fn(() => new Promise<typeof lotAnswer>((resolve) => answers.push(resolve)));
    const observer = new QueryObserver(queryClient, { queryKey: lotKey, queryFn: read, staleTime: Infinity });
    const shownAfterTheBid: number[] = [];
    let bidDelivered = false;
    // React reads the store when the cache's batched notice reaches it, as batchCalls delivers it here.
    const stop = observer.subscribe(
      notifyManager.batchCalls(() => void (bidDelivered && shownAfterTheBid.push(lot().wprice))),
    );
    void queryClient.invalidateQueries({ queryKey: lotKey });
    await vi.waitFor(() => expect(read).toHaveBeenCalledOnce());

    // The server made this answer before the bid; the bid reaches the page before the answer does.
    socket.deliver('bidAddtime', update({}));
    bidDelivered = true;
    answers[0]!(lotAnswer);
    await vi.waitFor(() => expect(queryClient.getQueryState(lotKey)?.fetchStatus).toBe('idle'));
    expect(lot()).toMatchObject({ wprice: 110, bidcnt: 5 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The answer had an earlier one the bid was written into: the price needs no third read.
    expect(read).toHaveBeenCalledOnce();
    expect(shownAfterTheBid.length).toBeGreaterThan(0);
    expect(shownAfterTheBid.filter((price) => price !== 110)).toEqual([]);
    stop();
  });

  it('puts no old price on a dashboard row read again later: a bid held for one read does not outlive it', async () => {
    const { socket, queryClient } = setUp();
    const active = ['buyerDashboard', { body: { status: 'bidactive', page: 1, sh_limit: 10 } }];
    // A dashboard row carries no bid count: only its price tells an older update from a newer one.
    const row = { id: 7, lotof: 3, sku: 'A7', title: 'Morgan dollar', market_status: 'open' };
    const rows = (wprice: number) => ({ success: 'yes', results: [{ ...row, wprice }], total_pagecnt: 1 });
    const answers: Array<(value: ReturnType<typeof rows>) => void> = [];
    const read = vi.fn(() => new Promise<ReturnType<typeof rows>>((resolve) => answers.push(resolve)));
    queryClient.setQueryData(active, rows(100));
    const observer = new QueryObserver(queryClient, { queryKey: active, queryFn: read, staleTime: Infinity });
    const stop = observer.subscribe(() => undefined);
    void queryClient.invalidateQueries({ queryKey: active });
    await vi.waitFor(() => expect(read).toHaveBeenCalledOnce());

    // The bid reaches the page while that read is on its way; then the page reads again (a reconnect's catch-up),
    // which drops the first read, and the server has since taken another bid the page never heard of.
    socket.deliver('bidAddtime', update({}));
    void queryClient.invalidateQueries({ queryKey: active });
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    answers[1]!(rows(130));
    await vi.waitFor(() => expect(queryClient.getQueryState(active)?.fetchStatus).toBe('idle'));
    expect((queryClient.getQueryData(active) as ReturnType<typeof rows>).results[0]?.wprice).toBe(130);
    stop();
  });

  it("keeps a bidder's approval that arrived while the auction was being read again", async () => {
    const { socket, queryClient } = setUp();
    const auctionKey = ['getAuctionLotDetails', { body: { auctionid: 9 } }];
    const pending = { success: 'yes', results: { id: 9, con_check: 1, title: 'Winter sale', is_register_active: 0 } };
    queryClient.setQueryData(auctionKey, pending);
    const answers: Array<(value: typeof pending) => void> = [];
    const read = vi.fn(() => new Promise<typeof pending>((resolve) => answers.push(resolve)));
    const observer = new QueryObserver(queryClient, { queryKey: auctionKey, queryFn: read, staleTime: Infinity });
    const stop = observer.subscribe(() => undefined);
    void queryClient.invalidateQueries({ queryKey: auctionKey });
    await vi.waitFor(() => expect(read).toHaveBeenCalledOnce());

    socket.deliver('bidderapproval', { auction_id: 9, user_id: 1, is_register_active: 1 });
    answers[0]!(pending);
    await vi.waitFor(() => expect(queryClient.getQueryState(auctionKey)?.fetchStatus).toBe('idle'));
    expect(queryClient.getQueryData<typeof pending>(auctionKey)?.results.is_register_active).toBe(1);
    stop();
  });

  it('keeps a chat message that arrived while the chat was being read again, once', async () => {
    const { socket, queryClient } = setUp();
    const chatKey = ['getChatHistory', { body: { chat_id: 5 } }];
    const message = (text: string) => ({ from_id: 5, to_id: 1, message: text, date_sent: '2026-11-27T18:00:00Z' });
    const answerOf = (...texts: string[]) => ({ status: 'success', data: texts.map(message) });
    queryClient.setQueryData(chatKey, answerOf());
    const answers: Array<(value: ReturnType<typeof answerOf>) => void> = [];
    const read = vi.fn(() => new Promise<ReturnType<typeof answerOf>>((resolve) => answers.push(resolve)));
    const observer = new QueryObserver(queryClient, { queryKey: chatKey, queryFn: read, staleTime: Infinity });
    const stop = observer.subscribe(() => undefined);
    const texts = () => queryClient.getQueryData<ReturnType<typeof answerOf>>(chatKey)?.data.map((m) => m.message);
    void queryClient.invalidateQueries({ queryKey: chatKey });
    await vi.waitFor(() => expect(read).toHaveBeenCalledOnce());

    const idle = () => vi.waitFor(() => expect(queryClient.getQueryState(chatKey)?.fetchStatus).toBe('idle'));
    // Answered before the message: the message is kept.
    socket.deliver('chatmessages', message('Is the reserve met?'));
    answers[0]!(answerOf());
    await idle();
    expect(texts()).toEqual(['Is the reserve met?']);
    // Answered after the next one: it is not shown twice.
    void queryClient.invalidateQueries({ queryKey: chatKey });
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    socket.deliver('chatmessages', message('Yes'));
    answers[1]!(answerOf('Is the reserve met?', 'Yes'));
    await idle();
    expect(texts()).toEqual(['Is the reserve met?', 'Yes']);
    stop();
  });

  it("puts the store's answer about a lot in that lot's chat, not in the private chat with the same person", () => {
    const { socket, queryClient } = setUp();
    const privateKey = ['getChatHistory', { body: { chat_id: 5 } }];
    const lotKey = ['getProductMessages', { body: { pid: 77, type: 'product' } }];
    const otherLotKey = ['getProductMessages', { body: { pid: 78, type: 'product' } }];
    for (const key of [privateKey, lotKey, otherLotKey]) queryClient.setQueryData(key, { status: 'yes', data: [] });
    const texts = (key: unknown[]) =>
      queryClient.getQueryData<{ data: Array<{ message: string }> }>(key)?.data.map((m) => m.message);
    const answer = { from_id: 5, to_id: 1, message: 'Yes, sealed.', date_sent: '2026-11-27T18:00:00Z', pro_id: 77 };
    socket.deliver('chatmessages', { ...answer, type: 'product' });
    socket.deliver('chatmessages', { ...answer, message: 'Hello', pro_id: null });
    expect(texts(lotKey)).toEqual(['Yes, sealed.']);
    expect(texts(otherLotKey)).toEqual([]);
    expect(texts(privateKey)).toEqual(['Hello']);
  });

  it('reports the connection status and refetches the lot after a reconnect', async () => {
    const { socket, transport, queryClient } = setUp();
    const seen: ConnectionStatus[] = [];
    transport.onStatus((status) => seen.push(status));
    socket.connected();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    socket.dropped();
    socket.gaveUp();
    expect(transport.status()).toBe('lost');
    transport.reconnect();
    socket.connected();
    await vi.waitFor(() => expect(transport.status()).toBe('connected'));
    expect(seen).toEqual(['connected', 'reconnecting', 'lost', 'reconnecting', 'connected']);
    expect(invalidate).toHaveBeenCalledOnce();
    expect(queryClient.getQueryState(lotKey)?.isInvalidated).toBe(true);
  });

  it('makes a new connection after a sign-in or sign-out quietly, and reads again what it could have missed', async () => {
    const { socket, transport, queryClient } = setUp();
    const seen: ConnectionStatus[] = [];
    transport.onStatus((status) => seen.push(status));
    socket.connected();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    transport.reconnect();
    expect(socket.restart).toHaveBeenCalledOnce();
    expect(socket.disconnect).not.toHaveBeenCalled();
    socket.connected();
    expect(seen).toEqual(['connected', 'connecting', 'connected']);
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledOnce());
    expect(queryClient.getQueryState(lotKey)?.isInvalidated).toBe(true);
  });

  it.each([
    {
      when: 'the browser is back online',
      back: (yes: boolean) => onlineManager.setOnline(yes),
      reset: () => onlineManager.setOnline(true),
    },
    {
      when: 'the buyer comes back to the tab',
      back: (yes: boolean) => focusManager.setFocused(yes),
      reset: () => focusManager.setFocused(undefined),
    },
  ])('tries again by itself when $when after the attempts gave up, and only then', ({ back, reset }) => {
    const { socket, transport } = setUp();
    socket.connected();
    try {
      back(false);
      socket.dropped();
      back(true);
      expect(socket.connect).not.toHaveBeenCalled();
      back(false);
      socket.gaveUp();
      back(true);
      expect(socket.connect).toHaveBeenCalledOnce();
      expect(transport.status()).toBe('reconnecting');
      transport.close();
      socket.gaveUp();
      back(false);
      back(true);
      expect(socket.connect).toHaveBeenCalledOnce();
    } finally {
      reset();
    }
  });

  it.each([
    {
      after: 'a drop',
      away: (socket: ReturnType<typeof fakeSocketClient>) => {
        socket.connected();
        socket.dropped();
      },
    },
    {
      // The server went away after the page's read and before its socket's first connection.
      after: 'failed first attempts',
      away: (socket: ReturnType<typeof fakeSocketClient>) => socket.dropped(),
    },
  ])(
    'stays reconnecting after the socket is back from $after until the lot has been read again, so no old price passes as live',
    async ({ away }) => {
      const { socket, transport, queryClient, lot } = setUp();
      let answer: (value: typeof lotAnswer) => void = () => undefined;
      const observer = new QueryObserver(queryClient, {
        queryKey: lotKey,
        queryFn: () => new Promise<typeof lotAnswer>((resolve) => (answer = resolve)),
        staleTime: Infinity,
      });
      const stop = observer.subscribe(() => undefined);
      away(socket);
      socket.connected();
      expect(transport.status()).toBe('reconnecting');
      expect(lot().wprice).toBe(100);

      answer({ ...lotAnswer, results: { ...lotAnswer.results, wprice: 130, bidcnt: 6 } });
      await vi.waitFor(() => expect(transport.status()).toBe('connected'));
      expect(lot().wprice).toBe(130);
      stop();
    },
  );

  it('reads again, quietly, what the page read before its socket first connected: a bid in between never reached it', async () => {
    const { socket, transport, queryClient, lot } = setUp();
    const read = vi.fn(async () => ({ ...lotAnswer, results: { ...lotAnswer.results, wprice: 130, bidcnt: 6 } }));
    const observer = new QueryObserver(queryClient, { queryKey: lotKey, queryFn: read, staleTime: Infinity });
    const stop = observer.subscribe(() => undefined);
    const seen: ConnectionStatus[] = [];
    transport.onStatus((status) => seen.push(status));
    socket.connected();
    await vi.waitFor(() => expect(lot().wprice).toBe(130));
    expect(read).toHaveBeenCalledOnce();
    expect(seen).toEqual(['connected']);
    socket.connected();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(read).toHaveBeenCalledOnce();
    stop();
  });

  it('leaves a read on its way to land when the socket first connects, rather than reading twice', async () => {
    const { socket, queryClient, lot } = setUp();
    let answer: (value: typeof lotAnswer) => void = () => undefined;
    const read = vi.fn(() => new Promise<typeof lotAnswer>((resolve) => (answer = resolve)));
    const observer = new QueryObserver(queryClient, { queryKey: lotKey, queryFn: read, staleTime: Infinity });
    const stop = observer.subscribe(() => undefined);
    void observer.refetch();
    socket.connected();
    answer({ ...lotAnswer, results: { ...lotAnswer.results, wprice: 130, bidcnt: 6 } });
    await vi.waitFor(() => expect(lot().wprice).toBe(130));
    expect(read).toHaveBeenCalledOnce();
    stop();
  });

  it('says it is live again only once the page has been handed the fresh read, never a moment before', async () => {
    const { socket, transport, queryClient } = setUp();
    let answer: (value: typeof lotAnswer) => void = () => undefined;
    const observer = new QueryObserver(queryClient, {
      queryKey: lotKey,
      queryFn: () => new Promise<typeof lotAnswer>((resolve) => (answer = resolve)),
      staleTime: Infinity,
    });
    // As React's hook listens: the cache's notices reach it in a batch of their own, on a later task.
    let shown = lotAnswer.results.wprice;
    const stop = observer.subscribe(
      notifyManager.batchCalls((result) => (shown = (result.data as typeof lotAnswer).results.wprice)),
    );
    const shownWhenLive: number[] = [];
    transport.onStatus((status) => status === 'connected' && shownWhenLive.push(shown));
    socket.connected();
    socket.dropped();
    socket.connected();

    answer({ ...lotAnswer, results: { ...lotAnswer.results, wprice: 130, bidcnt: 6 } });
    await vi.waitFor(() => expect(transport.status()).toBe('connected'));
    expect(shownWhenLive).toEqual([100, 130]);
    stop();
  });

  it('stays reconnecting while the lot cannot be read again, and reads until it can', async () => {
    const { socket, transport, queryClient, lot } = setUp();
    const reads: ((answer: typeof lotAnswer | Error) => void)[] = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: lotKey,
      queryFn: () =>
        new Promise<typeof lotAnswer>((resolve, reject) =>
          reads.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer))),
        ),
      staleTime: Infinity,
    });
    const stop = observer.subscribe(() => undefined);
    socket.connected();
    // The first connection's quiet read of what came before it.
    reads.at(-1)!(lotAnswer);
    await vi.waitFor(() => expect(queryClient.getQueryState(lotKey)?.fetchStatus).toBe('idle'));
    socket.dropped();
    socket.connected();

    reads.at(-1)!(unreachable());
    await vi.waitFor(() => expect(queryClient.getQueryState(lotKey)?.status).toBe('error'));
    expect(transport.status()).toBe('reconnecting');
    expect(lot().wprice).toBe(100);
    await vi.waitFor(() => expect(reads).toHaveLength(3), { timeout: 3_000 });
    reads.at(-1)!({ ...lotAnswer, results: { ...lotAnswer.results, wprice: 130, bidcnt: 6 } });
    await vi.waitFor(() => expect(transport.status()).toBe('connected'));
    expect(lot().wprice).toBe(130);
    stop();
    transport.close();
  });

  it("reads again, once the server is back, the page's other reads that failed while it was away", async () => {
    const { socket, queryClient } = setUp();
    const streamKey = ['newVideoStream', { body: { auctionid: 3 } }] as const;
    const answers: (string | Error)[] = [unreachable(), 'sender-1'];
    const queryFn = vi.fn(async () => {
      const answer = answers.shift()!;
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const stop = new QueryObserver(queryClient, { queryKey: streamKey, queryFn, staleTime: Infinity }).subscribe(
      () => undefined,
    );
    socket.connected();
    await vi.waitFor(() => expect(queryClient.getQueryState(streamKey)?.status).toBe('error'));
    socket.dropped();
    socket.connected();
    await vi.waitFor(() => expect(queryClient.getQueryData(streamKey)).toBe('sender-1'));
    expect(queryFn).toHaveBeenCalledTimes(2);
    stop();
  });

  it('joins a room once for all holders, leaves when the last goes, and joins again after a reconnect', () => {
    const { socket, transport } = setUp();
    socket.connected();
    const leaveA = transport.enter({ lotid: 7 });
    const leaveB = transport.enter({ lotid: 7 });
    transport.enter({ auctionid: 3 });
    socket.dropped();
    socket.connected();
    leaveA();
    leaveA();
    leaveB();
    expect(socket.emitted).toEqual([
      ['joinLot', { lotid: 7 }],
      ['joinAuction', { auctionid: 3 }],
      ['joinLot', { lotid: 7 }],
      ['joinAuction', { auctionid: 3 }],
      ['leaveLot', { lotid: 7 }],
    ]);
  });

  it('says userConnected in a live room, again after a reconnect, and userDisconnected on leaving', () => {
    const { socket, transport } = setUp();
    socket.connected();
    const presence = { auctionid: 3, user_id: 9, site_id: 'NWCB01' };
    const leave = transport.enterLiveRoom(presence);
    socket.dropped();
    socket.connected();
    leave();
    leave();
    expect(socket.emitted).toEqual([
      ['userConnected', presence],
      ['userConnected', presence],
      ['userDisconnected', presence],
    ]);
  });

  it("ignores awarding and closing events of another site once the store's site is known", () => {
    const { socket, queryClient } = setUp();
    const roomKey = ['getLiveAuctionLots', { body: { auctionid: 3, userid: 0, limit: 1000 } }] as const;
    const auction = { id: 3, con_check: 1, market_status: 'open', current_projectid: 7 };
    queryClient.setQueryData(roomKey, { status: 'success', data: { auction, lots: [], current_projectid: 7 } });
    queryClient.setQueryData(['getStores'], { status: 'success', response: [{ id: 1, site_id: 'NWCB01' }] });
    socket.deliver('liveauctionclose', { site_id: 'ELSEWHERE', auctionid: 3 });
    socket.deliver('liveauctionAwarding', {
      site_id: 'ELSEWHERE',
      auctionid: 3,
      id: 7,
      wprice: 10,
      current_projectid: 8,
    });
    expect(queryClient.getQueryData(roomKey)).toMatchObject({ data: { auction } });
    socket.deliver('liveauctionclose', { site_id: 'NWCB01', auctionid: 3 });
    expect(queryClient.getQueryData(roomKey)).toMatchObject({ data: { auction: { market_status: 'closed' } } });
  });

  it("sets the clock from sliservertime, so a wrong local clock shows the server's time", () => {
    const socket = fakeSocketClient('main');
    const localNow = () => Date.parse('2026-06-01T17:00:00.000Z');
    const clock = createServerClockStore(localNow);
    createRealtimeTransport({ queryClient: new QueryClient(), socket: socket.client, clock });
    socket.deliver('sliservertime', { dTime: '2026-06-01T17:05:00.000Z' });
    expect(clock.now()).toBe(Date.parse('2026-06-01T17:05:00.000Z'));
  });

  it('sends a chat message over the socket, answers each send in order, and puts the echo into the chat history', async () => {
    const { socket, queryClient, transport } = setUp();
    const historyKey = ['getChatHistory', { body: { chat_id: 2 } }] as const;
    queryClient.setQueryData(historyKey, { status: 'yes', data: [] });
    const message = { from_id: 9, to_id: 2, message: 'Hello', date_sent: '2026-06-01T17:00:00.000Z' };

    const first = transport.sendChatMessage(message);
    const second = transport.sendChatMessage({ ...message, message: '<b>again</b>' });
    expect(socket.emitted.filter(([event]) => event === 'insertMessages')).toEqual([
      ['insertMessages', message],
      ['insertMessages', { ...message, message: '<b>again</b>' }],
    ]);
    socket.deliver('insertMessages_result', { status: 'yes', data: message });
    socket.deliver('insertMessages_result', { status: 'no', message: 'You can write only to the store’s staff.' });
    await expect(first).resolves.toMatchObject({ status: 'yes' });
    await expect(second).resolves.toEqual({ status: 'no', message: 'You can write only to the store’s staff.' });

    socket.deliver('chatmessages', message);
    expect(queryClient.getQueryData(historyKey)).toEqual({ status: 'yes', data: [message] });
  });

  it('gives up on a chat message the server never answers', async () => {
    vi.useFakeTimers();
    try {
      const { transport } = setUp();
      const sent = transport.sendChatMessage({
        from_id: 9,
        to_id: 2,
        message: 'Hi',
        date_sent: '2026-06-01T17:00:00.000Z',
      });
      vi.advanceTimersByTime(CHAT_ANSWER_TIMEOUT_MS);
      await expect(sent).resolves.toEqual({ status: 'no', message: CHAT_NOT_ANSWERED });
    } finally {
      vi.useRealTimers();
    }
  });
});
