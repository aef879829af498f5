import type { components } from '@storefront/api-client';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/openDatabase';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { insertBiddableLot, insertBidders } from './support/bidders';
import { eventually } from './support/liveServer';
import { startServerProcess, stopServerProcesses, type ServerProcess } from './support/serverProcess';
import { JWT_SECRET, SELLER_KEY, type TestServer } from './support/testServer';

const serverUrl = process.env['TEST_DATABASE_URL'];
const name = `storefront_scale_${randomBytes(6).toString('hex')}`;

async function administer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

let database: Database;
let databaseUrl: string;
let processes: ServerProcess[] = [];
let folder: string | undefined;
const sockets: Socket[] = [];

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await administer(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
    database = await openDatabase({ databaseUrl });
    const env = { DATABASE_URL: url.href, JWT_SECRET, SELLER_KEY, DEMO_STORE: 'off' };
    folder = await mkdtemp(join(tmpdir(), 'storefront-scale-'));
    processes = await Promise.all(['a', 'b'].map((server) => startServerProcess(join(folder!, server), env)));
  }, DATABASE_HOOK_TIMEOUT);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await stopServerProcesses();
    await database?.close();
    await administer(`drop database if exists ${name} with (force)`);
    if (folder) await rm(folder, { recursive: true, force: true });
  }, DATABASE_HOOK_TIMEOUT);

  const connect = async (server: ServerProcess) => {
    const socket = io(server.baseUrl, { transports: ['websocket'], forceNew: true });
    sockets.push(socket);
    await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
    return socket;
  };

  it('sends a bid taken by one to the sockets of the other, and closes a lot exactly once', async () => {
    const testServer = { database } as TestServer;
    const [ann] = await insertBidders(testServer, 1);
    const lot = await insertBiddableLot(testServer, { closesInMs: 4000 });
    const watchers = await Promise.all(processes.map(connect));
    const updates: Array<components['schemas']['BidUpdate']> = [];
    const closed: Array<components['schemas']['LotClosedUpdate']> = [];
    // The watcher on the other process is on the lot's page: in its room.
    await watchers[1]!.emitWithAck('joinLot', { lotid: lot.id });
    watchers[1]!.on('bidAddtime', (message: components['schemas']['BidUpdate']) => updates.push(message));
    for (const watcher of watchers) {
      watcher.on('realclosedupdates', (message: components['schemas']['LotClosedUpdate']) => closed.push(message));
    }
    const response = await fetch(`${processes[0]!.baseUrl}/api_bidding/placeBid`, {
      method: 'POST',
      headers: { domain: 'scale.test', authorization: `Bearer ${ann!.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ wsprice: 300, id: lot.id, userid: ann!.id, auctionid: lot.lotof, bidding_type: 'proxy' }),
    });
    expect(await response.json()).toMatchObject({ status: 'success' });
    await eventually(() => updates.length === 1);
    expect(updates[0]).toMatchObject({ id: lot.id, bpop_higher: ann!.id });

    // Both processes run their scheduler each second; the advisory lock lets one close the lot, once.
    await eventually(() => closed.length >= 2, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(closed.filter((message) => message.id === lot.id)).toHaveLength(2);
    const won = await database.db.selectFrom('mail_outbox').select('id').where('kind', '=', 'won').execute();
    expect(won).toHaveLength(1);
  });

  it("tells each socket its own process's time once a second, not once per process", async () => {
    const socket = await connect(processes[0]!);
    let ticks = 0;
    socket.on('sliservertime', () => (ticks += 1));
    await new Promise((resolve) => setTimeout(resolve, 3500));
    // About three and a half: two processes would make it seven.
    expect(ticks).toBeGreaterThanOrEqual(2);
    expect(ticks).toBeLessThanOrEqual(5);
  });

  it("drops each process's cached lot lists when a bid, a close or an edit commits on another", async () => {
    const testServer = { database } as TestServer;
    const [ann] = await insertBidders(testServer, 1);
    const lot = await insertBiddableLot(testServer);
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const post = async (server: ServerProcess, path: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { domain: 'scale.test', 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as unknown;
    };
    const shown = async (server: ServerProcess) => {
      const answer = await post(server, '/mobileapi/lotsearch', { lotof: lot.lotof, limit: 20, page: 1, userid: 0 });
      const { result } = answer as {
        result: { listOfProjects: { title: string; bid_count: number; market_status: string }[] };
      };
      return result.listOfProjects[0]!;
    };
    const until = async (check: () => Promise<boolean>) => {
      for (let tries = 0; !(await check()); tries += 1) {
        if (tries > 250) throw new Error('The other process never showed the change');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    expect(await shown(b)).toMatchObject({ bid_count: 0, market_status: 'open' });

    // An edit that tells nobody (triggers off for its session) stays unseen while process b answers from its cache.
    // The notification of the lot's own insert may still reach b after its first read: then the edit shows, and the
    // next one is tried.
    const quiet = new pg.Client({ connectionString: databaseUrl });
    await quiet.connect();
    const quietEdit = async (title: string) => {
      await quiet.query('begin');
      await quiet.query("set local session_replication_role = 'replica'");
      await quiet.query('update lots set title = $1 where id = $2', [title, lot.id]);
      await quiet.query('commit');
    };
    let unseen = 0;
    try {
      for (let edit = 1; unseen === 0 && edit <= 50; edit += 1) {
        const before = (await shown(b)).title;
        await quietEdit(`Unannounced title ${edit}`);
        if ((await shown(b)).title === before) unseen = edit;
      }
    } finally {
      await quiet.end();
    }
    expect(unseen).toBeGreaterThan(0);

    const bid = { wsprice: 300, id: lot.id, userid: ann!.id, auctionid: lot.lotof, bidding_type: 'proxy' };
    expect(await post(a, '/api_bidding/placeBid', bid, { authorization: `Bearer ${ann!.token}` })).toMatchObject({
      status: 'success',
    });
    await until(async () => (await shown(b)).bid_count === 1);
    expect((await shown(b)).title).toBe(`Unannounced title ${unseen}`);

    await database.db.updateTable('lots').set({ title: '1 oz Gold Buffalo' }).where('id', '=', lot.id).execute();
    for (const server of [a, b]) await until(async () => (await shown(server)).title === '1 oz Gold Buffalo');

    await post(a, '/sellerapi/closeLot', { lotid: lot.id }, { 'seller-key': SELLER_KEY });
    await until(async () => (await shown(b)).market_status !== 'open');
  });
});
