import type { components } from '@storefront/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_SUCH_LOT, ONLY_TO_THE_STORE } from '../src/chat/chatRecipients';
import { NO_SUCH_BUYER, NOT_STAFF } from '../src/chat/sendStaffMessage';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { insertBiddableLot, insertBidders } from './support/bidders';
import { lastLinkTo, registeredBuyer } from './support/buyers';
import { eventually, startLiveServer, type LiveServer } from './support/liveServer';
import type { RequestBody } from '../src/http/operationTypes';

type BidUpdate = components['schemas']['BidUpdate'];

let server: LiveServer;
const SELLER_KEY = 'the seller key of the tests';

beforeAll(async () => {
  server = await startLiveServer({
    demo: true,
    closingIntervalMs: 0,
    sellerKey: SELLER_KEY,
    realtime: { serverTimeMs: 100, metalPriceMs: 100 },
  });
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => server?.close());
beforeEach(() => server.reset());

describe('the main socket server', { timeout: 30_000 }, () => {
  it('sends the server clock every tick and metal prices as a random walk', async () => {
    const { client, dropped } = await server.connect();
    const times: string[] = [];
    const prices: Array<components['schemas']['LivePrice']> = [];
    client.on('sliservertime', (message) => times.push(message.dTime));
    client.on('metalsLivePrice', (message) => prices.push(message));
    await eventually(() => times.length >= 3 && prices.length >= 3);
    expect(prices[0]!.gold).toBeGreaterThan(1000);
    expect(prices.filter((price) => price.source !== 'demo')).toEqual([]);
    expect(new Set(prices.map((price) => price.gold)).size).toBeGreaterThan(1);
    expect(server.app.realtime.metals()!.history().length).toBeGreaterThanOrEqual(3);
    expect(dropped).toEqual([]);
  });

  it("sends a bid to the lot's watchers without the leader's maximum or the reserve, which stay on the server", async () => {
    const [ann, ben] = await insertBidders(server, 2);
    const lot = await insertBiddableLot(server, { openingBid: 100, reserve: 9876 });
    const visitor = await server.connect({ lotid: lot.id });
    const rival = await server.connect({ token: ben!.token, auctionid: lot.lotof });
    const seen: BidUpdate[] = [];
    for (const { client } of [visitor, rival]) client.on('bidAddtime', (message) => seen.push(message));
    const body = { wsprice: 5000, id: lot.id, userid: ann!.id, auctionid: lot.lotof, bidding_type: 'proxy' } as const;
    const answer = await server.post('placeBid', body, ann!.token);
    expect(answer).toMatchObject({ status: 'success', maxbidamt: 5000, bpop_wprice: 100, reserve_met: 0 });
    await server.post('placeBid', { ...body, wsprice: 250, userid: ben!.id }, ben!.token);
    await eventually(() => seen.length === 4);
    expect(seen.length).toBe(4);
    expect(JSON.stringify(seen)).not.toMatch(/5000|maxbidamt|9876|rprice/);
    expect(seen.at(-1)).toMatchObject({ id: lot.id, bpop_higher: ann!.id, bpop_bidcount: 2, reserve_met: 0 });
    // Whether the reserve is met (never the reserve) goes with the price: here the leader's maximum defends the lead
    // and lifts the price past the reserve, which changes the leader's status without a new leader.
    await server.post('placeBid', { ...body, wsprice: 20_000, userid: ben!.id }, ben!.token);
    await server.post('placeBid', { ...body, wsprice: 12_000 }, ann!.token);
    await eventually(() => seen.length === 8);
    expect(seen.at(-1)).toMatchObject({ bpop_higher: ben!.id, bpop_bidcount: 4, reserve_met: 1 });
    expect(visitor.dropped).toEqual([]);
    expect(rival.dropped).toEqual([]);
  });

  it('announces a closed lot with its winner', async () => {
    const [ann] = await insertBidders(server, 1);
    const lot = await insertBiddableLot(server, { closesInMs: 60_000 });
    await server.post(
      'placeBid',
      { wsprice: 300, id: lot.id, userid: ann!.id, auctionid: lot.lotof, bidding_type: 'proxy' },
      ann!.token,
    );
    const { client } = await server.connect();
    const closed: Array<components['schemas']['LotClosedUpdate']> = [];
    client.on('realclosedupdates', (message) => closed.push(message));
    server.advance(10 * 60_000);
    await server.app.closing.runOnce();
    await eventually(() => closed.length === 1);
    expect(closed[0]).toMatchObject({ id: lot.id, market_status: 'sold', highbid_user_id: ann!.id });
  });

  it("stores a chat message to the store's staff, answers its sender and shows it in the sender's other tabs only", async () => {
    const [ann, ben] = await insertBidders(server, 2);
    const staff = await server.database.db
      .insertInto('sub_admins')
      .values({ first_name: 'Ruth', last_name: 'Calloway', email: 'ruth@cascade.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sender = await server.connect({ token: ann!.token });
    const otherTab = await server.connect({ token: ann!.token });
    const bystander = await server.connect({ token: ben!.token });
    const results: Array<components['schemas']['InsertMessageResult']> = [];
    const delivered: string[] = [];
    sender.client.on('insertMessages_result', (message) => results.push(message));
    otherTab.client.on('chatmessages', (message) => delivered.push(message.message));
    bystander.client.on('chatmessages', (message) => delivered.push(`wrong: ${message.message}`));
    const date_sent = new Date().toISOString();
    sender.client.emit('insertMessages', {
      from_id: ann!.id,
      to_id: staff.id,
      message: 'Is the Eagle graded?',
      date_sent,
    });
    await eventually(() => results.length === 1 && delivered.length === 1);
    expect(results[0]).toMatchObject({ status: 'yes', data: { from_id: ann!.id, message: 'Is the Eagle graded?' } });
    expect(delivered).toEqual(['Is the Eagle graded?']);
  });

  it("refuses a buyer's chat to another buyer, privately or about a lot", async () => {
    const [ann, ben] = await insertBidders(server, 2);
    const lot = await insertBiddableLot(server);
    const sender = await server.connect({ token: ann!.token });
    const recipient = await server.connect({ token: ben!.token });
    const results: Array<components['schemas']['InsertMessageResult']> = [];
    const delivered: string[] = [];
    sender.client.on('insertMessages_result', (message) => results.push(message));
    recipient.client.on('chatmessages', (message) => delivered.push(message.message));
    const date_sent = new Date().toISOString();
    sender.client.emit('insertMessages', { from_id: ann!.id, to_id: ben!.id, message: 'Psst', date_sent });
    await eventually(() => results.length === 1);
    expect(results[0]).toEqual({ status: 'no', message: ONLY_TO_THE_STORE });
    const product = { from_id: ann!.id, to_id: ben!.id, to_email: ben!.email, message: 'Psst', type: 'product' };
    expect(await server.post('sendProductMessage', { ...product, pro_id: lot.id }, ann!.token)).toEqual({
      status: 'no',
      message: ONLY_TO_THE_STORE,
    });
    expect(await server.post('sendProductMessage', { ...product, pro_id: lot.id + 100 }, ann!.token)).toEqual({
      status: 'no',
      message: NO_SUCH_LOT,
    });
    expect(delivered).toEqual([]);
    expect(await server.database.db.selectFrom('chat_messages').selectAll().execute()).toEqual([]);
  });

  it("delivers a message of the store's staff, sent with the seller key, live to that buyer's pages only", async () => {
    const [ann, ben] = await insertBidders(server, 2);
    const staff = await server.database.db
      .insertInto('sub_admins')
      .values({ first_name: 'Ruth', last_name: 'Calloway', email: 'ruth@cascade.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const page = await server.connect({ token: ann!.token });
    const bystander = await server.connect({ token: ben!.token });
    const delivered: string[] = [];
    page.client.on('chatmessages', (message) => delivered.push(`${message.from_user}: ${message.message}`));
    bystander.client.on('chatmessages', (message) => delivered.push(`wrong: ${message.message}`));
    const send = (body: RequestBody<'sendStaffMessage'>, key = SELLER_KEY) =>
      server.call('sendStaffMessage', { body, headers: { 'seller-key': key } });

    expect((await send({ from_id: staff.id, to_id: ann!.id, message: 'Hello' }, 'a guessed key')).statusCode).toBe(401);
    expect((await send({ from_id: ben!.id, to_id: ann!.id, message: 'Psst' })).json()).toEqual({
      status: 'no',
      message: NOT_STAFF,
    });
    expect((await send({ from_id: staff.id, to_id: ben!.id + 1000, message: 'Hello' })).json()).toEqual({
      status: 'no',
      message: NO_SUCH_BUYER,
    });
    const sent = await send({ from_id: staff.id, to_id: ann!.id, message: 'Yes, it is graded MS63.' });
    expect(sent.json()).toMatchObject({
      status: 'yes',
      data: { from_id: staff.id, to_id: ann!.id, from_user: 'Ruth Calloway', pro_id: null },
    });
    await eventually(() => delivered.length === 1);
    expect(delivered).toEqual(['Ruth Calloway: Yes, it is graded MS63.']);
    const history = await server.post('getChatHistory', { chat_id: staff.id }, ann!.token);
    expect(history).toMatchObject({ status: 'yes', data: [{ message: 'Yes, it is graded MS63.' }] });
  });

  it("keeps each buyer's conversations theirs when a buyer's id is also a sub-admin's, over REST and sockets", async () => {
    const [grace, owen] = await insertBidders(server, 2);
    const lot = await insertBiddableLot(server);
    // Ruth, staff, has Grace's id: the tables' ids collide as in the demo (Grace buyer 1, Ruth sub-admin 1).
    await server.database.db
      .insertInto('sub_admins')
      .values({ id: grace!.id, first_name: 'Ruth', last_name: 'Calloway', email: 'ruth@cascade.test' })
      .execute();
    const ruth = grace!.id;
    const owenPage = await server.connect({ token: owen!.token });
    const gracePage = await server.connect({ token: grace!.token });
    const owenSees: string[] = [];
    const graceSees: string[] = [];
    const results: Array<components['schemas']['InsertMessageResult']> = [];
    owenPage.client.on('chatmessages', (message) => owenSees.push(message.message));
    owenPage.client.on('insertMessages_result', (message) => results.push(message));
    gracePage.client.on('chatmessages', (message) => graceSees.push(message.message));

    const date_sent = new Date().toISOString();
    owenPage.client.emit('insertMessages', { from_id: owen!.id, to_id: ruth, message: 'Owen, privately', date_sent });
    await eventually(() => results.length === 1);
    expect(results[0]).toMatchObject({ status: 'yes' });
    const product = { from_id: owen!.id, to_id: ruth, to_email: 'ruth@cascade.test', type: 'product', pro_id: lot.id };
    expect(
      await server.post('sendProductMessage', { ...product, message: 'Owen about the lot' }, owen!.token),
    ).toMatchObject({
      status: 'yes',
    });
    const answer = await server.call('sendStaffMessage', {
      body: { from_id: ruth, to_id: owen!.id, pro_id: lot.id, message: 'Ruth answers Owen' },
      headers: { 'seller-key': SELLER_KEY },
    });
    expect(answer.json()).toMatchObject({ status: 'yes', data: { from_id: ruth, to_id: owen!.id, pro_id: lot.id } });

    await eventually(() => owenSees.length === 3);
    expect(owenSees).toEqual(['Owen, privately', 'Owen about the lot', 'Ruth answers Owen']);
    const owenThread = await server.post('getProductMessages', { pid: lot.id, type: 'product' }, owen!.token);
    expect(owenThread['data']).toMatchObject([{ message: 'Owen about the lot' }, { message: 'Ruth answers Owen' }]);
    expect(await server.post('getChatHistory', { chat_id: ruth }, owen!.token)).toMatchObject({
      data: [{ message: 'Owen, privately' }],
    });

    expect(await server.post('getProductMessages', { pid: lot.id, type: 'product' }, grace!.token)).toEqual({
      status: 'yes',
      data: [],
    });
    expect(await server.post('getChatHistory', { chat_id: owen!.id }, grace!.token)).toEqual({
      status: 'yes',
      data: [],
    });
    expect(await server.post('getChatHistory', { chat_id: ruth }, grace!.token)).toEqual({ status: 'yes', data: [] });
    expect(graceSees).toEqual([]);
  });

  it('disconnects the sockets of a buyer whose sessions a password reset ended, and only theirs', async () => {
    const [ann, ben] = await insertBidders(server, 2);
    const revoked = await server.connect({ token: ann!.token });
    const other = await server.connect({ token: ben!.token });
    expect((await server.call('forgotPassword', { body: { email: ann!.email } })).json()).toMatchObject({
      success: 'yes',
    });
    const token = new URL(await lastLinkTo(server, ann!.email)).searchParams.get('id')!;
    const changed = await server.call('changePassword', { body: { user_token: token, password: 'Changed#Pass1' } });
    expect(changed.json()).toMatchObject({ success: 'yes' });
    await eventually(() => !revoked.raw.connected);
    expect(other.raw.connected).toBe(true);
  });

  it("disconnects the buyer's sockets when they change their password from the profile", async () => {
    const buyer = await registeredBuyer(server);
    const socket = await server.connect({ token: buyer.token });
    const changed = await server.post(
      'updatePasswordInProfile',
      { current_password: buyer.password, new_password: 'Platinum#10', confirm_new_password: 'Platinum#10' },
      buyer.token,
    );
    expect(changed).toEqual({ status: 'yes', message: 'Password Updated Successfully' });
    await eventually(() => !socket.raw.connected);
  });

  it('refuses a socket that dropped while its password changed: it comes back as a visitor and cannot chat', async () => {
    const buyer = await registeredBuyer(server);
    const staff = await server.database.db
      .insertInto('sub_admins')
      .values({ first_name: 'Ruth', last_name: 'Calloway', email: 'ruth@cascade.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const page = await server.connect({ token: buyer.token });
    const results: Array<components['schemas']['InsertMessageResult']> = [];
    page.client.on('insertMessages_result', (message) => results.push(message));
    const send = (message: string) =>
      page.client.emit('insertMessages', {
        from_id: buyer.id,
        to_id: staff.id,
        message,
        date_sent: new Date().toISOString(),
      });
    send('Before');
    await eventually(() => results.length === 1);
    expect(results[0]).toMatchObject({ status: 'yes' });

    // The other device changes the password while this page's connection is down.
    const otherDevice = await server.post('login', {
      username: buyer.email,
      password: buyer.password,
      is_auctionio: 1,
    });
    // It stays away until the change is made (no reconnection attempt in between), then comes back as it would.
    page.raw.io.reconnection(false);
    const dropped = new Promise((resolve) => page.raw.once('disconnect', resolve));
    page.raw.io.engine.close();
    await dropped;
    const changed = await server.post(
      'updatePasswordInProfile',
      { current_password: buyer.password, new_password: 'Platinum#10', confirm_new_password: 'Platinum#10' },
      otherDevice['data'] as string,
    );
    expect(changed).toMatchObject({ status: 'yes' });
    page.raw.io.reconnection(true);
    page.raw.connect();
    await eventually(() => page.raw.connected);
    expect(page.raw.recovered).toBe(false);
    send('After');
    await eventually(() => results.length === 2);
    expect(results[1]).toEqual({ status: 'no', message: 'Please sign in to chat.' });
    const stored = await server.database.db.selectFrom('chat_messages').select('message').execute();
    expect(stored).toEqual([{ message: 'Before' }]);
  });

  it('ends a signed-out session for REST and sockets, and only that session', async () => {
    const buyer = await registeredBuyer(server);
    const signIn = async () =>
      (await server.post('login', { username: buyer.email, password: buyer.password, is_auctionio: 1 }))[
        'data'
      ] as string;
    const laptop = await signIn();
    const phone = await signIn();
    const laptopPage = await server.connect({ token: laptop });
    const phonePage = await server.connect({ token: phone });
    // The event, not the state: a client whose transport closed first reconnects (as a visitor) on its own.
    const laptopDropped = new Promise((resolve) => laptopPage.raw.once('disconnect', resolve));

    expect(await server.post('logout', undefined, laptop)).toEqual({
      status: 'yes',
      message: 'Logged out successfully',
    });
    expect((await server.call('getUserProfileDetails', { token: laptop })).statusCode).toBe(401);
    expect((await server.call('logout', { token: laptop })).statusCode).toBe(401);
    await laptopDropped;
    const again = await server.connect({ token: laptop });
    const results: Array<components['schemas']['InsertMessageResult']> = [];
    again.client.on('insertMessages_result', (message) => results.push(message));
    again.client.emit('insertMessages', {
      from_id: buyer.id,
      to_id: 1,
      message: 'With an ended token',
      date_sent: new Date().toISOString(),
    });
    await eventually(() => results.length === 1);
    expect(results[0]).toEqual({ status: 'no', message: 'Please sign in to chat.' });

    expect((await server.call('getUserProfileDetails', { token: phone })).statusCode).toBe(200);
    expect(phonePage.raw.connected).toBe(true);
  });

  it("tells the buyer's other tabs that a favourite changed", async () => {
    const [ann] = await insertBidders(server, 1);
    const lot = await insertBiddableLot(server);
    const tab = await server.connect({ token: ann!.token });
    const changes: Array<components['schemas']['WatchlistUpdate']> = [];
    tab.client.on('watchlist', (message) => changes.push(message));
    await server.post('addToWatchlist', { id: lot.id, userid: ann!.id }, ann!.token);
    await server.post('toggleWatchlist', { id: lot.id, userid: ann!.id }, ann!.token);
    await eventually(() => changes.length === 2);
    expect(changes).toEqual([
      { id: lot.id, userid: ann!.id, watchlistid: 1 },
      { id: lot.id, userid: ann!.id, watchlistid: 0 },
    ]);
  });

  it('gives a client that dropped for a moment the bids it missed when it comes back', async () => {
    const [ann] = await insertBidders(server, 1);
    const lot = await insertBiddableLot(server, { openingBid: 100 });
    const watcher = await server.connect({ lotid: lot.id });
    const seen: BidUpdate[] = [];
    watcher.client.on('bidAddtime', (message) => seen.push(message));
    const body = { wsprice: 300, id: lot.id, userid: ann!.id, auctionid: lot.lotof, bidding_type: 'proxy' } as const;
    await server.post('placeBid', body, ann!.token);
    await eventually(() => seen.length === 1);
    const dropped = new Promise((resolve) => watcher.raw.once('disconnect', resolve));
    watcher.raw.io.engine.close();
    await dropped;
    await server.post('placeBid', { ...body, wsprice: 400 }, ann!.token);
    await new Promise((resolve) => watcher.raw.once('connect', () => resolve(undefined)));
    expect(watcher.raw.recovered).toBe(true);
    await eventually(() => seen.length === 2);
    expect(seen.map((update) => update.bpop_bidcount)).toEqual([1, 2]);
  });

  it('checks every incoming message against the document', async () => {
    const [ann, ben] = await insertBidders(server, 2);
    const sender = await server.connect({ token: ann!.token });
    const results: Array<components['schemas']['InsertMessageResult']> = [];
    sender.client.on('insertMessages_result', (message) => results.push(message));
    sender.raw.emit('insertMessages', { from_id: ann!.id, to_id: 'admin', message: '' });
    sender.raw.emit('insertMessages', {
      from_id: ben!.id,
      to_id: ann!.id,
      message: 'as somebody else',
      date_sent: new Date().toISOString(),
    });
    await eventually(() => results.length === 2);
    expect(results[0]).toMatchObject({ status: 'no', message: expect.stringMatching(/^Invalid message: /) });
    expect(results[1]).toEqual({ status: 'no', message: 'Please sign in to chat.' });
    const stored = await server.database.db.selectFrom('chat_messages').selectAll().execute();
    expect(stored).toEqual([]);
  });
});

describe("the seller's stream", { timeout: 30_000 }, () => {
  it('relays WebRTC signalling between the broadcaster and a viewer, and counts the viewers', async () => {
    const { io } = await import('socket.io-client');
    const connect = async (auth: Record<string, string>) => {
      const socket = io(`${server.baseUrl}/seller`, { transports: ['websocket'], forceNew: true, auth });
      await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
      return socket;
    };
    const broadcaster = await connect({ sellerKey: SELLER_KEY, stream: 'auction-7' });
    const viewer = await connect({});
    const watchers: string[] = [];
    const offers: unknown[] = [];
    const answers: unknown[] = [];
    const counts: number[] = [];
    broadcaster.on('watcher', (id: string) => watchers.push(id));
    broadcaster.on('answer', (message: unknown) => answers.push(message));
    viewer.on('offer', (message: unknown) => offers.push(message));
    viewer.on('liveViewkzoobullion', (message: { count: number }) => counts.push(message.count));

    viewer.emit('watcher', { sender_stream: 'auction-7', auctionid: 7 });
    await eventually(() => watchers.length === 1 && counts.length === 1);
    expect(watchers).toEqual([viewer.id]);
    const description = { type: 'offer', sdp: 'v=0' };
    broadcaster.emit('offer', { id: viewer.id, description });
    broadcaster.emit('offer', { id: viewer.id, description: { type: 'bogus' } });
    viewer.emit('answer', { id: broadcaster.id, description: { type: 'answer', sdp: 'v=0' } });
    await eventually(() => offers.length === 1 && answers.length === 1);
    expect(offers).toEqual([{ id: broadcaster.id, description }]);
    expect(answers).toEqual([{ id: viewer.id, description: { type: 'answer', sdp: 'v=0' } }]);
    viewer.emit('watcher-disconnect', { sender_stream: 'auction-7', auctionid: 7 });
    await eventually(() => counts.length === 2);
    expect(counts).toEqual([1, 0]);
    broadcaster.disconnect();
    viewer.disconnect();
  });

  it('lets a viewer signal only its broadcaster, and counts each viewer once', async () => {
    const { io } = await import('socket.io-client');
    const connect = async (auth: Record<string, string>) => {
      const socket = io(`${server.baseUrl}/seller`, { transports: ['websocket'], forceNew: true, auth });
      await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
      return socket;
    };
    const broadcaster = await connect({ sellerKey: SELLER_KEY, stream: 'auction-9' });
    const viewer = await connect({});
    const victim = await connect({});
    const counts: number[] = [];
    const received: string[] = [];
    const answers: unknown[] = [];
    victim.on('answer', () => received.push('answer'));
    victim.on('candidate', () => received.push('candidate'));
    victim.on('liveViewkzoobullion', (message: { count: number }) => counts.push(message.count));
    broadcaster.on('answer', (message: unknown) => answers.push(message));
    victim.emit('watcher', { sender_stream: 'auction-9', auctionid: 9 });
    viewer.emit('watcher', { sender_stream: 'auction-9', auctionid: 9 });
    viewer.emit('watcher', { sender_stream: 'auction-9', auctionid: 9 });
    await eventually(() => counts.at(-1) === 2 && counts.length >= 3);

    const description = { type: 'answer', sdp: 'v=0' };
    for (const id of [victim.id, 'auction:9', 'stream:auction-9']) {
      viewer.emit('answer', { id, description });
      viewer.emit('candidate', { id, candidate: { candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 } });
    }
    viewer.emit('answer', { id: broadcaster.id, description });
    await eventually(() => answers.length === 1);
    expect(received).toEqual([]);
    expect(counts.at(-1)).toBe(2);
    for (const socket of [broadcaster, viewer, victim]) socket.disconnect();
  });

  it('tells viewers when the stream goes off and comes back, and offers it again to those who wait', async () => {
    const { io } = await import('socket.io-client');
    const connect = async (auth: Record<string, string>) => {
      const socket = io(`${server.baseUrl}/seller`, { transports: ['websocket'], forceNew: true, auth });
      await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
      return socket;
    };
    const viewer = await connect({});
    const statuses: boolean[] = [];
    viewer.on('streamStatus', (message: { sender_stream: string; live: boolean }) => {
      expect(message.sender_stream).toBe('auction-8');
      statuses.push(message.live);
    });
    viewer.emit('watcher', { sender_stream: 'auction-8', auctionid: 8 });
    await eventually(() => statuses.length === 1);
    expect(statuses).toEqual([false]);

    const first = await connect({ sellerKey: SELLER_KEY, stream: 'auction-8' });
    await eventually(() => statuses.length === 2);
    first.disconnect();
    await eventually(() => statuses.length === 3);
    expect(statuses).toEqual([false, true, false]);

    const watchers: string[] = [];
    const second = io(`${server.baseUrl}/seller`, {
      transports: ['websocket'],
      forceNew: true,
      auth: { sellerKey: SELLER_KEY, stream: 'auction-8' },
    });
    second.on('watcher', (id: string) => watchers.push(id));
    await eventually(() => watchers.length === 1 && statuses.length === 4);
    expect(watchers).toEqual([viewer.id]);
    expect(statuses).toEqual([false, true, false, true]);
    second.disconnect();
    viewer.disconnect();
  });
});
