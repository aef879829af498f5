import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { demoBuyers } from '../src/demo/people';
import { signupRecord } from './support/buyers';
import {
  connectionOutcome,
  killHard,
  processExists,
  SECRET_IN_OUTPUT,
  startServerProcess,
  stopServerProcesses,
  type ServerProcess,
} from './support/serverProcess';

type Answer = Record<string, unknown>;

/** On PostgreSQL (TEST_DATABASE_URL) the servers share a database of their own; otherwise the embedded one. */
const serverUrl = process.env['TEST_DATABASE_URL'];
const databaseName = `storefront_restart_${randomBytes(6).toString('hex')}`;

async function administer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

function databaseUrl(): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${databaseName}`;
  return url.href;
}

async function databaseEnv(): Promise<Record<string, string>> {
  if (!serverUrl) return {};
  await administer(`create database ${databaseName}`);
  return { DATABASE_URL: databaseUrl() };
}

/** How many bids of the lot the servers' own PostgreSQL database holds, read straight from it. */
async function bidsInPostgres(lotId: unknown): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  const result = await client
    .query<{ count: number }>('select count(*)::int as count from bids where lot_id = $1', [lotId])
    .finally(() => client.end());
  return result.rows[0]!.count;
}

const folders: string[] = [];
afterAll(async () => {
  await stopServerProcesses();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  if (serverUrl) await administer(`drop database if exists ${databaseName} with (force)`);
});

async function post(server: ServerProcess, path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      domain: 'restart.test',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Answer;
}

async function signIn(server: ServerProcess, index: number) {
  const buyer = demoBuyers[index]!;
  const login = await post(server, '/mobileapi/login', {
    username: buyer.email,
    password: buyer.password,
    is_auctionio: 1,
  });
  const token = String(login['data']);
  const id = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).id as number;
  return { id, token };
}

describe('a server killed during a storm', { timeout: 240_000 }, () => {
  it('keeps every acknowledged bid after a restart, the killed process gone first', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'storefront-restart-'));
    folders.push(dataDir, `${dataDir}-files`);
    const env = await databaseEnv();
    const first = await startServerProcess(dataDir, env);
    expect(await post(first, '/mobileapi/register', signupRecord({ email: 'restart@example.com' }))).toMatchObject({
      success: 'yes',
    });
    expect(await post(first, '/mobileapi/forgot_password', { email: demoBuyers[0]!.email })).toMatchObject({
      success: 'yes',
    });
    const bidders = await Promise.all([0, 1, 2].map((index) => signIn(first, index)));
    const search = await post(first, '/mobileapi/lotsearch', { page: 1, limit: 50, timed_live: 'timed' });
    const now = Date.now();
    const lot = (search['result'] as { listOfProjects: Answer[] }).listOfProjects.find(
      (row) =>
        row['market_status'] === 'open' &&
        new Date(String(row['date_closed'])).getTime() > now + 3600_000 &&
        new Date(String(row['date_added'])).getTime() < now,
    );
    expect(lot).toBeDefined();
    if (!lot) return;
    const acknowledged: number[] = [];
    let stopped = false;
    const storms = bidders.map(async (bidder) => {
      let price = Number(lot['wprice']);
      while (!stopped) {
        const body = {
          wsprice: price + 50,
          id: lot['id'],
          userid: bidder.id,
          auctionid: lot['lotof'],
          bidding_type: 'proxy',
        };
        const answer = await post(first, '/api_bidding/placeBid', body, bidder.token).catch(() => null);
        if (!answer) return;
        if (answer['status'] === 'success') acknowledged.push(bidder.id);
        price = Math.max(price + 50, Number(answer['bpop_wprice'] ?? price));
      }
    });
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));
    await killHard(first);
    stopped = true;
    await Promise.all(storms);
    expect(processExists(first.pid)).toBe(false);
    expect(await connectionOutcome(first.port)).toBe('ECONNREFUSED');
    expect(first.output()).toMatch(/Mail to restart@example\.com: Activate your account/);
    expect(first.output()).not.toMatch(SECRET_IN_OUTPUT);

    const second = await startServerProcess(dataDir, env);
    const history = await post(second, '/mobileapi/getbiddetails', { product_id: lot['id'] });
    // The history's placed bids: its automatic bids are the leader's maximum answering, not stored bids.
    const placed = (history['results'] as Array<{ user_id: number; bid_type: string }>).filter(
      (row) => row.bid_type === 'bid',
    );
    const stored = placed.filter((row) => bidders.some((b) => b.id === row.user_id));
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    for (const bidder of bidders) {
      const acked = acknowledged.filter((id) => id === bidder.id).length;
      expect(stored.filter((row) => row.user_id === bidder.id).length).toBeGreaterThanOrEqual(acked);
    }
    if (serverUrl) {
      // The run is on PostgreSQL indeed: the bids are in its database, and no embedded database was opened.
      expect(await bidsInPostgres(lot['id'])).toBe(placed.length);
      expect(await readdir(dataDir)).toEqual([]);
    }
    expect(second.output()).not.toMatch(SECRET_IN_OUTPUT);
    await killHard(second);
    expect(processExists(second.pid)).toBe(false);
  });
});

describe('a server told to stop (SIGTERM) during a storm', { timeout: 240_000 }, () => {
  it('answers the bids under way, closes sockets so that clients reconnect, exits cleanly, and loses no acknowledged bid', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'storefront-drain-'));
    folders.push(dataDir, `${dataDir}-files`);
    // On PostgreSQL, the database of the test above when it ran (a server started on it finds the demo already there).
    const env = serverUrl ? await databaseEnv().catch(() => ({ DATABASE_URL: databaseUrl() })) : {};
    const first = await startServerProcess(dataDir, env);
    const bidders = await Promise.all([0, 1, 2].map((index) => signIn(first, index)));
    const search = await post(first, '/mobileapi/lotsearch', { page: 1, limit: 50, timed_live: 'timed' });
    const now = Date.now();
    const lot = (search['result'] as { listOfProjects: Answer[] }).listOfProjects.find(
      (row) =>
        row['market_status'] === 'open' &&
        new Date(String(row['date_closed'])).getTime() > now + 3600_000 &&
        new Date(String(row['date_added'])).getTime() < now,
    );
    expect(lot).toBeDefined();
    if (!lot) return;
    const socket = io(first.baseUrl, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    const acknowledged: number[] = [];
    const refused: string[] = [];
    let stopped = false;
    const storms = bidders.map(async (bidder) => {
      let price = Number(lot['wprice']);
      while (!stopped) {
        const body = {
          wsprice: price + 50,
          id: lot['id'],
          userid: bidder.id,
          auctionid: lot['lotof'],
          bidding_type: 'proxy',
        };
        const response = await fetch(`${first.baseUrl}/api_bidding/placeBid`, {
          method: 'POST',
          headers: {
            domain: 'drain.test',
            'content-type': 'application/json',
            authorization: `Bearer ${bidder.token}`,
          },
          body: JSON.stringify(body),
        }).catch(() => null);
        if (!response) return;
        // Once the drain has begun, a request on an open connection is turned away (503), never half-done.
        if (response.status === 503) {
          refused.push(await response.text());
          return;
        }
        const answer = (await response.json()) as Answer;
        if (answer['status'] === 'success') acknowledged.push(bidder.id);
        price = Math.max(price + 50, Number(answer['bpop_wprice'] ?? price));
      }
    });
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    const exited = new Promise<number | null>((resolve) => first.child.once('exit', (code) => resolve(code)));
    process.kill(first.pid, 'SIGTERM');
    const code = await exited;
    expect(`exit ${code}: ${first.output()}`).toBe(`exit 0: ${first.output()}`);
    stopped = true;
    await Promise.all(storms);
    // "transport close": the client's reconnection goes on; "io server disconnect" would have told it not to come back.
    expect(await disconnected).toBe('transport close');
    socket.close();

    const second = await startServerProcess(dataDir, env);
    const history = await post(second, '/mobileapi/getbiddetails', { product_id: lot['id'] });
    const placed = (history['results'] as Array<{ user_id: number; bid_type: string }>).filter(
      (row) => row.bid_type === 'bid',
    );
    for (const bidder of bidders) {
      const acked = acknowledged.filter((id) => id === bidder.id).length;
      expect(placed.filter((row) => row.user_id === bidder.id).length).toBeGreaterThanOrEqual(acked);
    }
    await killHard(second);
  });
});
