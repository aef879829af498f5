import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { Server } from 'socket.io';

/**
 * Several server processes on one PostgreSQL share their rooms through socket.io's PostgreSQL adapter (LISTEN/NOTIFY,
 * large messages through a table), so a bid taken by one process reaches the sockets of all. Returns the closer.
 */
export async function shareRooms(io: Server, databaseUrl: string): Promise<() => Promise<void>> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  await pool.query(`
    create table if not exists socket_io_attachments (
      id bigserial unique,
      created_at timestamptz default now(),
      payload bytea
    )
  `);
  io.adapter(createAdapter(pool));
  return async () => {
    for (const namespace of ['/', '/seller']) await io.of(namespace).adapter.close();
    await pool.end();
  };
}
