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
import { JWT_SECRET, type TestServer } from './support/testServer';

const serverUrl = process.env['TEST_DATABASE_URL'];
const name = `storefront_scale_${randomBytes(6).toString('hex')}`;

async function administer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

let database: Database;
let processes: ServerProcess[] = [];
let folder: string | undefined;
const sockets: Socket[] = [];

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await administer(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.href });
    const env = { DATABASE_URL: url.href, JWT_SECRET, DEMO_STORE: 'off' };
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
});
