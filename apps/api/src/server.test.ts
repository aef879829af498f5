import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/openDatabase';
import { testDatabaseOptions } from './db/testDatabase';
import { buildServer } from './server';

let database: Database;
let storeDir: string;

beforeAll(async () => {
  database = await openDatabase(testDatabaseOptions);
  storeDir = await mkdtemp(join(tmpdir(), 'store-'));
  await writeFile(join(storeDir, 'index.html'), '<!doctype html><title>Storefront</title>');
});

afterAll(async () => {
  await database.close();
  await rm(storeDir, { recursive: true, force: true });
});

describe('reference server', () => {
  it('answers the health probe after querying its database', async () => {
    const app = await buildServer({ database, storeDir: null });
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: database.kind });
  });

  it('serves the storefront and falls back to index.html for client routes', async () => {
    const app = await buildServer({ database, storeDir });
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Storefront</title>');

    const clientRoute = await app.inject({
      method: 'GET',
      url: '/Dashboard/Profile',
      headers: { accept: 'text/html' },
    });
    expect(clientRoute.statusCode).toBe(200);
    expect(clientRoute.body).toContain('<title>Storefront</title>');
  });

  it('answers unknown API calls with a JSON 404 instead of the page', async () => {
    const app = await buildServer({ database, storeDir });
    const response = await app.inject({
      method: 'POST',
      url: '/mobileapi/nothing',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'no' });
  });

  it('refuses to start without a built storefront', async () => {
    await expect(buildServer({ database, storeDir: join(storeDir, 'missing') })).rejects.toThrow(/not built/);
  });
});
