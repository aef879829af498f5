import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export type BenchPostgres = { url: string; stop: () => Promise<void> } | { skipped: string };

/**
 * A throwaway PostgreSQL as scripts/with-postgres.sh starts it, kept running until `stop` (the script stops it when
 * its command, which waits for our stdin to close, ends).
 */
async function throwawayServer(): Promise<BenchPostgres> {
  const child = spawn('sh', ['scripts/with-postgres.sh', 'sh', '-c', 'echo "url $TEST_DATABASE_URL"; cat >/dev/null'], {
    cwd: projectRoot,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const started = await new Promise<{ url: string } | { skipped: string }>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /^url (\S+)$/m.exec(output)?.[1];
      if (url) resolve({ url });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) =>
      resolve({ skipped: `scripts/with-postgres.sh exited with ${code}: ${output.trim()}` }),
    );
  });
  if ('skipped' in started) return started;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: started.url,
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

/**
 * An empty database for one benchmark: created in the server DATABASE_URL or TEST_DATABASE_URL names, else in a
 * throwaway server; dropped (and the throwaway server stopped) by `stop`.
 */
export async function benchPostgres(): Promise<BenchPostgres> {
  const given = process.env['DATABASE_URL'] || process.env['TEST_DATABASE_URL'];
  const server = given ? { url: given, stop: async () => undefined } : await throwawayServer();
  if ('skipped' in server) return server;
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server.url });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end().catch(() => undefined);
    await server.stop();
    return { skipped: `no database could be created on ${server.url}: ${String(error)}` };
  }
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    stop: async () => {
      try {
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
        await server.stop();
      }
    },
  };
}
