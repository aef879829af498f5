import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ThrowawayPostgres {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A throwaway PostgreSQL from scripts/with-postgres.sh, kept up by a process that waits for its input to end (also
 * when this process dies); null when the machine has no PostgreSQL server.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  const holder = `console.log('postgres at ' + process.env.TEST_DATABASE_URL + ' ');
    process.stdin.resume(); process.stdin.on('end', () => process.exit(0));`;
  const child = spawn('sh', ['scripts/with-postgres.sh', process.execPath, '-e', holder], {
    cwd: projectRoot,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string | null>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /postgres at (postgres:\/\/\S+)\s/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) =>
      code === 3 ? resolve(null) : reject(new Error(`with-postgres.sh exited with ${code}:\n${output}`)),
    );
  });
  if (url === null) return null;
  return {
    url,
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}
