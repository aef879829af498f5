import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { Server } from 'socket.io';

/** Held while creating the adapter's table: two processes starting together would both create its row type. */
const ATTACHMENTS_TABLE_LOCK = 7_000_003;

/**
 * Several server processes on one PostgreSQL share their rooms through socket.io's PostgreSQL adapter (LISTEN/NOTIFY,
 * large messages through a table), so a bid taken by one process reaches the sockets of all. Returns the closer.
 */
export async function shareRooms(io: Server, databaseUrl: string): Promise<() => Promise<void>> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  await createAttachmentsTable(pool);
  io.adapter(createAdapter(pool));
  return async () => {
    for (const namespace of ['/', '/seller']) await io.of(namespace).adapter.close();
    await pool.end();
  };
}

async function createAttachmentsTable(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [ATTACHMENTS_TABLE_LOCK]);
    await client.query(`
      create table if not exists socket_io_attachments (
        id bigserial unique,
        created_at timestamptz default now(),
        payload bytea
      )
    `);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
