import { sql } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/openDatabase';
import { withPipeline } from '../../apps/api/src/db/pipeline';
import { medianMicros } from '../benchmark';

const TABLE = 'create table bench_commit_floor (id serial primary key, amount numeric not null)';

/** Median ms of `rounds` one-row commits made one after the other, after `warmUp` more (benchmark's medianMicros). */
async function commitMedian(rounds: number, warmUp: number, commit: () => Promise<unknown>) {
  await medianMicros(warmUp, commit);
  return (await medianMicros(rounds, commit)) / 1000;
}

/**
 * The least a durable write costs on the embedded database, in ms (median): one row inserted into a table of its own
 * and committed, its begin, insert and commit sent to the database's thread in one message, on a new database in a
 * folder of its own, opened as the server opens it.
 */
export async function embeddedCommitMedian(rounds: number, warmUp: number): Promise<number> {
  const folder = await mkdtemp(join(tmpdir(), 'commit-floor-'));
  const database = await openDatabase({ dataDir: folder, migrate: false });
  const { db } = database;
  try {
    await sql.raw(TABLE).execute(db);
    return await commitMedian(rounds, warmUp, () =>
      withPipeline(db, (pipeline) =>
        Promise.all([
          pipeline.rows(sql`begin`.compile(db)),
          pipeline.rows(sql`insert into bench_commit_floor (amount) values (1)`.compile(db)),
          pipeline.rows(sql`commit`.compile(db)),
        ]),
      ),
    );
  } finally {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The same on PostgreSQL at `url`: begin, insert and commit in one simple query, one round trip (node-postgres would
 * wait for each statement's answer before sending the next).
 */
export async function postgresCommitMedian(url: string, rounds: number, warmUp: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(TABLE);
    return await commitMedian(rounds, warmUp, () =>
      client.query('begin; insert into bench_commit_floor (amount) values (1); commit'),
    );
  } finally {
    await client.query('drop table if exists bench_commit_floor').catch(() => undefined);
    await client.end();
  }
}
