import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
}

/** The real server (src/main.ts) in a process of its own, on an embedded database kept in `dataDir`. */
export function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(tsx, [main], {
    env: { ...process.env, DATA_DIR: dataDir, STORE_DIR: 'none', PORT: '0', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Storefront running at (http:\/\/[^/\s]+)/.exec(output)?.[1];
      if (url) resolve({ child, baseUrl: url.replace('localhost', '127.0.0.1') });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before listening:\n${output}`)));
  });
}

/** Kills the process at once, as a crash would, and waits for it to be gone. */
export function killHard(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}
