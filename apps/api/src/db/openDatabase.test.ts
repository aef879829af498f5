import { sql } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './openDatabase';
import { DATABASE_HOOK_TIMEOUT, testDatabaseOptions } from './testDatabase';

let database: Database;

beforeAll(async () => {
  database = await openDatabase(testDatabaseOptions);
  await sql`drop table if exists test_lot_counter`.execute(database.db);
  await sql`create table test_lot_counter (id int primary key, bid_count int not null)`.execute(database.db);
  await sql`insert into test_lot_counter values (1, 0)`.execute(database.db);
}, DATABASE_HOOK_TIMEOUT);

afterAll(async () => {
  await sql`drop table if exists test_lot_counter`.execute(database.db);
  await database.close();
});

describe(`database (${testDatabaseOptions.databaseUrl ? 'postgres' : 'pglite'})`, () => {
  it('reports which engine it runs on', () => {
    expect(database.kind).toBe(testDatabaseOptions.databaseUrl ? 'postgres' : 'pglite');
  });

  /** Twenty concurrent read-then-write bids on one counter, with or without locking the row first. */
  const storm = async (lock: boolean) => {
    await sql`update test_lot_counter set bid_count = 0 where id = 1`.execute(database.db);
    const bid = () =>
      database.db.transaction().execute(async (trx) => {
        const { rows } = await (
          lock
            ? sql<{ bid_count: number }>`select bid_count from test_lot_counter where id = 1 for update`
            : sql<{ bid_count: number }>`select bid_count from test_lot_counter where id = 1`
        ).execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 5));
        await sql`update test_lot_counter set bid_count = ${rows[0]!.bid_count + 1} where id = 1`.execute(trx);
      });
    await Promise.all(Array.from({ length: 20 }, bid));
    const { rows } = await sql<{ bid_count: number }>`select bid_count from test_lot_counter where id = 1`.execute(
      database.db,
    );
    return rows[0]?.bid_count;
  };

  it.runIf(testDatabaseOptions.databaseUrl)('serialises concurrent transactions that lock the same row', async () => {
    // Without the lock, concurrent transactions read the same count and lose each other's bids; with it, none is lost.
    expect(await storm(false)).toBeLessThan(20);
    expect(await storm(true)).toBe(20);
  });

  it.skipIf(testDatabaseOptions.databaseUrl)('runs transactions one at a time on the embedded database', async () => {
    // PGlite has one connection: transactions queue, so the lock has nothing to do. Shown by their bodies never
    // overlapping, which is why the storm loses nothing even without it.
    const spans: { start: number; end: number }[] = [];
    await Promise.all(
      Array.from({ length: 10 }, () =>
        database.db.transaction().execute(async (trx) => {
          const start = performance.now();
          await sql`select bid_count from test_lot_counter where id = 1`.execute(trx);
          await new Promise((resolve) => setTimeout(resolve, 5));
          spans.push({ start, end: performance.now() });
        }),
      ),
    );
    spans.sort((a, b) => a.start - b.start);
    expect(spans).toHaveLength(10);
    spans.slice(1).forEach((span, index) => expect(span.start).toBeGreaterThanOrEqual(spans[index]!.end));
    expect(await storm(false)).toBe(20);
  });

  it('takes parameters as node-postgres sends them, on a statement run again too', async () => {
    const closed = new Date('2026-12-07T04:25:00.000Z');
    const read = async (title: string | null) =>
      (
        await sql<Record<string, unknown>>`select ${title}::text as title, ${1950.5}::numeric::text as price,
          ${closed} = '2026-12-07T04:25:00Z'::timestamptz as same_time, array_to_string(${[3, 1, 2]}::int[], ',') as lots,
          (${{ lot: 7, grade: 'MS63' }}::jsonb)->>'grade' as grade, encode(${Buffer.from([0, 255, 7])}::bytea, 'hex') as bytes,
          ${false}::boolean as reserve_met`.execute(database.db)
      ).rows[0];
    const expected = {
      price: '1950.5',
      same_time: true,
      lots: '3,1,2',
      grade: 'MS63',
      bytes: '00ff07',
      reserve_met: false,
    };
    expect(await read('1 oz American Gold Eagle')).toEqual({ title: '1 oz American Gold Eagle', ...expected });
    expect(await read(null)).toEqual({ title: null, ...expected });
  });

  it('rolls back a failed transaction', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`update test_lot_counter set bid_count = 999 where id = 1`.execute(trx);
        throw new Error('bid refused');
      }),
    ).rejects.toThrow('bid refused');
    const { rows } = await sql<{ bid_count: number }>`select bid_count from test_lot_counter where id = 1`.execute(
      database.db,
    );
    expect(rows[0]?.bid_count).not.toBe(999);
  });
});

describe.skipIf(testDatabaseOptions.databaseUrl)('embedded database folder', () => {
  it(
    'keeps its data across restarts',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'pglite-'));
      const first = await openDatabase({ dataDir });
      await sql`create table lot (id int primary key, title text)`.execute(first.db);
      await sql`insert into lot values (1, '1 oz American Gold Eagle')`.execute(first.db);
      await first.close();

      const second = await openDatabase({ dataDir });
      const { rows } = await sql<{ title: string }>`select title from lot where id = 1`.execute(second.db);
      await second.close();
      await rm(dataDir, { recursive: true, force: true });
      expect(rows).toEqual([{ title: '1 oz American Gold Eagle' }]);
    },
    2 * DATABASE_HOOK_TIMEOUT,
  );
});

describe.skipIf(testDatabaseOptions.databaseUrl)("the tests' template", () => {
  it(
    'is a migrated database that in-memory databases start from, each on a copy of its own',
    async () => {
      expect(testDatabaseOptions.template).toMatch(/migrated\.tar$/);
      const open = () => openDatabase({ template: testDatabaseOptions.template, migrate: false });
      const [first, second] = await Promise.all([open(), open()]);
      try {
        const lots = (copy: Database) =>
          sql<{ count: number }>`select count(*)::int as count from lots`.execute(copy.db).then(({ rows }) => rows);
        expect(await lots(first)).toEqual([{ count: 0 }]);
        await sql`create table test_copy_only (id int)`.execute(first.db);
        const copyOnly = sql`select to_regclass('test_copy_only')::text as name`;
        expect((await copyOnly.execute(first.db)).rows).toEqual([{ name: 'test_copy_only' }]);
        expect((await copyOnly.execute(second.db)).rows).toEqual([{ name: null }]);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    },
    2 * DATABASE_HOOK_TIMEOUT,
  );
});
