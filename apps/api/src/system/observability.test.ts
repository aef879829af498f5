import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/openDatabase';
import { DATABASE_HOOK_TIMEOUT, testDatabaseOptions } from '../db/testDatabase';
import { buildServer } from '../server';
import { loggerOptions } from './observability';

let database: Database;
beforeAll(async () => {
  database = await openDatabase(testDatabaseOptions);
}, DATABASE_HOOK_TIMEOUT);
afterAll(async () => {
  await database?.close();
});

const running: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.close()));
});

/** A server logging as main.ts has it log (at info), its log lines kept. */
async function loggedServer(metricsToken?: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildServer({
    database,
    storeDir: null,
    logger: { ...loggerOptions('info'), stream },
    metricsToken,
  });
  running.push(app);
  return { app, lines };
}

describe('observability', { timeout: DATABASE_HOOK_TIMEOUT }, () => {
  it('puts the request id on every log line of a failed request and in its answer', async () => {
    const { app, lines } = await loggedServer();
    app.get('/fails', async () => {
      throw new Error('the disk is full');
    });
    const answer = await app.inject({ method: 'GET', url: '/fails' });
    expect(answer.statusCode).toBe(500);
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[\w-]{8,}$/);
    expect(answer.json()).toEqual({
      status: 'no',
      message: 'Something went wrong on our side. Please try again.',
      request_id: id,
    });
    const ofRequest = lines.filter((line) => line['reqId'] === id);
    expect(ofRequest.map((line) => line['msg'])).toEqual(['incoming request', 'request failed', 'request completed']);
    expect(ofRequest[1]).toMatchObject({ level: 50, err: { message: 'the disk is full' } });
    // A proxy's id is kept, so that its log and the server's meet; a junk one is replaced.
    const passed = await app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': 'nginx-0123456789ab' },
    });
    expect(passed.headers['x-request-id']).toBe('nginx-0123456789ab');
    const junk = await app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': 'a\nforged line' },
    });
    expect(junk.headers['x-request-id']).not.toContain('forged');
  });

  it('logs the route, never the address of a link that signs in, activates or resets', async () => {
    const { app, lines } = await loggedServer();
    for (const url of [
      '/autologin/grace.miller%40example.com',
      '/verifyUser?userId=secret-activation-value',
      '/change-password?id=secret-reset-value',
      '/mobileapi/login?token=secret-query-value',
    ]) {
      await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    }
    const logged = JSON.stringify(lines);
    expect(lines.length).toBeGreaterThan(0);
    expect(logged).not.toMatch(/grace|secret-/);
    expect(
      lines.filter((line) => line['msg'] === 'incoming request').map((line) => (line['req'] as { path: string }).path),
    ).toEqual(['/autologin/…', '/verifyUser', '/change-password', '/mobileapi/…']);
  });

  it('serves the metrics to this machine or to the token, and to nobody through a proxy', async () => {
    const { app } = await loggedServer('metrics-token-of-the-test');
    await app.inject({ method: 'GET', url: '/health' });
    const local = await app.inject({ method: 'GET', url: '/metrics' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(local.body).toMatch(/^storefront_http_requests_total\{operation="getHealth",status="200"\} [1-9]/m);
    expect(local.body).toMatch(
      /^storefront_http_request_duration_seconds_bucket\{le="0\.1",operation="getHealth",status="200"\}/m,
    );
    for (const name of [
      'storefront_bids_decided_total',
      'storefront_bid_decision_seconds',
      'storefront_sockets_connected',
      'storefront_socket_rooms',
      'storefront_socket_emits_total',
      'storefront_db_pool_wait_seconds',
      'storefront_db_pool_waiting',
      'storefront_scheduler_lag_seconds',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(local.body).toContain(`# TYPE ${name} `);
    }

    const elsewhere = { remoteAddress: '203.0.113.7' };
    expect((await app.inject({ method: 'GET', url: '/metrics', ...elsewhere })).statusCode).toBe(404);
    const proxied = await app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.statusCode).toBe(404);
    const wrongToken = { authorization: 'Bearer metrics-token-of-the-tesT' };
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: wrongToken, ...elsewhere })).statusCode).toBe(
      404,
    );
    const token = { authorization: 'Bearer metrics-token-of-the-test' };
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: token, ...elsewhere })).statusCode).toBe(200);
  });

  it('answers liveness and readiness apart', async () => {
    const { app } = await loggedServer();
    expect((await app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: database.kind });

    const unmigrated = await openDatabase({ migrate: false });
    try {
      const early = await buildServer({ database: unmigrated, storeDir: null });
      running.push(early);
      expect((await early.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      const notReady = await early.inject({ method: 'GET', url: '/health/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({ status: 'no', message: 'The database is not migrated yet.' });
      await early.close();
    } finally {
      await unmigrated.close();
    }
  });
});
