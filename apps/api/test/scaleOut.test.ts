import type { components } from '@storefront/api-client';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/openDatabase';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { buildServer } from '../src/server';
import { insertBiddableLot, insertBidders } from './support/bidders';
import { eventually } from './support/liveServer';
import { JWT_SECRET, type TestServer } from './support/testServer';

const serverUrl = process.env['TEST_DATABASE_URL'];
const name = `storefront_scale_${randomBytes(6).toString('hex')}`;

async function administer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

let database: Database;
let servers: Array<Awaited<ReturnType<typeof buildServer>>> = [];
const sockets: Socket[] = [];

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await administer(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.href });
    servers = await Promise.all(
      [0, 1].map(() =>
        buildServer({
          database,
          storeDir: null,
          jwtSecret: JWT_SECRET,
          closingIntervalMs: 0,
          realtime: { serverTimeMs: 0, metalPriceMs: 0, sharedRoomsUrl: url.href },
        }),
      ),
    );
    for (const server of servers) await server.listen({ host: '127.0.0.1', port: 0 });
  }, DATABASE_HOOK_TIMEOUT);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const server of servers) await server.close();
    await database?.close();
    await administer(`drop database if exists ${name}`);
  }, DATABASE_HOOK_TIMEOUT);

  const connect = async (server: (typeof servers)[number]) => {
    const { port } = server.server.address() as { port: number };
    const socket = io(`http://127.0.0.1:${port}`, { transports: ['websocket'], forceNew: true });
    sockets.push(socket);
    await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
    return socket;
  };

  it('sends a bid taken by one to the sockets of the other, and closes a lot exactly once', async () => {
    const testServer = { database } as TestServer;
    const [ann] = await insertBidders(testServer, 1);
    const lot = await insertBiddableLot(testServer, { closesInMs: 1500 });
    const watcher = await connect(servers[1]!);
    const updates: Array<components['schemas']['BidUpdate']> = [];
    const closed: Array<components['schemas']['LotClosedUpdate']> = [];
    watcher.on('bidAddtime', (message: components['schemas']['BidUpdate']) => updates.push(message));
    watcher.on('realclosedupdates', (message: components['schemas']['LotClosedUpdate']) => closed.push(message));
    const response = await servers[0]!.inject({
      method: 'POST',
      url: '/api_bidding/placeBid',
      headers: { domain: 'scale.test', authorization: `Bearer ${ann!.token}`, 'content-type': 'application/json' },
      payload: { wsprice: 300, id: lot.id, userid: ann!.id, auctionid: lot.lotof, bidding_type: 'proxy' },
    });
    expect(response.json()).toMatchObject({ status: 'success' });
    await eventually(() => updates.length === 1);
    expect(updates[0]).toMatchObject({ id: lot.id, bpop_higher: ann!.id });

    await new Promise((resolve) => setTimeout(resolve, 1600));
    await Promise.all(servers.flatMap((server) => [server.closing.runOnce(), server.closing.runOnce()]));
    await eventually(() => closed.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toHaveLength(1);
    const won = await database.db.selectFrom('mail_outbox').select('id').where('kind', '=', 'won').execute();
    expect(won).toHaveLength(1);
  });
});
