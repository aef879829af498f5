import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/openDatabase';
import { buildServer } from './server';

let db: Database;
let storeDir: string;

beforeAll(async () => {
  db = await openDatabase();
  storeDir = await mkdtemp(join(tmpdir(), 'store-'));
  await writeFile(join(storeDir, 'index.html'), '<!doctype html><title>Storefront</title>');
});

afterAll(async () => {
  await db.close();
  await rm(storeDir, { recursive: true, force: true });
});

describe('reference server', () => {
  it('answers the health probe after querying its database', async () => {
    const app = await buildServer({ db, storeDir: null });
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('serves the storefront and falls back to index.html for client routes', async () => {
    const app = await buildServer({ db, storeDir });
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
    const app = await buildServer({ db, storeDir });
    const response = await app.inject({
      method: 'POST',
      url: '/mobileapi/nothing',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'no' });
  });

  it('refuses to start without a built storefront', async () => {
    await expect(buildServer({ db, storeDir: join(storeDir, 'missing') })).rejects.toThrow(/not built/);
  });
});

describe('embedded database', () => {
  it('keeps its data in its folder across restarts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pglite-'));
    const first = await openDatabase(dataDir);
    await first.exec(
      "create table lot (id int primary key, title text); insert into lot values (1, '1oz Gold American Eagle')",
    );
    await first.close();

    const second = await openDatabase(dataDir);
    const { rows } = await second.query<{ title: string }>('select title from lot where id = 1');
    await second.close();
    await rm(dataDir, { recursive: true, force: true });
    expect(rows).toEqual([{ title: '1oz Gold American Eagle' }]);
  });
});
