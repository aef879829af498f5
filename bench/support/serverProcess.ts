import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerProcess {
  url: string;
  stop: () => Promise<void>;
}

/** Starts a process and resolves with the first http://… URL it prints on the line that `ready` matches. */
export async function startPrinting(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp) {
  const child = spawn(command, args, { cwd: projectRoot, env: { ...process.env, ...env }, stdio: 'pipe' });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}:\n${output}`)));
  });
  return { child, url, output: () => output };
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The reference server as `npm start` runs it (node --import tsx, demo store on a fresh data folder), serving the API only. */
export function startReferenceServer(): Promise<ServerProcess> {
  return startReferenceServerWith();
}

export interface ReferenceServerOptions {
  /** More settings of the server (DATABASE_URL, DEV_PAGES …). */
  env?: NodeJS.ProcessEnv;
  /** A built entry (JavaScript) run by node itself instead of apps/api/src/main.ts through tsx. */
  builtEntry?: string;
}

/** The reference server as `startReferenceServer` starts it, with more settings or from a built entry. */
export async function startReferenceServerWith({ env = {}, builtEntry }: ReferenceServerOptions = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-server-'));
  const [command, args] = builtEntry
    ? [process.execPath, [builtEntry]]
    : [process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts']];
  const { child, url } = await startPrinting(
    command,
    args,
    { PORT: '0', DATA_DIR: dataDir, STORE_DIR: 'none', LOG_LEVEL: 'warn', ...env },
    /(?:Storefront|API) running at (http:\/\/\S+?)\/?\s/,
  );
  return {
    url: url.replace(/\/$/, ''),
    stop: async () => {
      await stopped(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  } satisfies ServerProcess;
}

/** The server built into JavaScript by scripts/build-api.mjs, once per process; resolves with the built file. */
let built: Promise<string> | undefined;
export const builtServer = () =>
  (built ??= promisify(execFile)(process.execPath, [join(projectRoot, 'scripts/build-api.mjs')], {
    cwd: projectRoot,
  }).then(({ stdout }) => {
    const file = /^build-api: (.+)$/m.exec(stdout)?.[1];
    if (!file) throw new Error(`scripts/build-api.mjs named no built file:\n${stdout}`);
    return file;
  }));

/**
 * The reference server as a production start would run it: built into JavaScript (scripts/build-api.mjs) and run by
 * node itself, without tsx.
 */
export async function startBuiltReferenceServer(env: NodeJS.ProcessEnv = {}) {
  return startReferenceServerWith({ env, builtEntry: await builtServer() });
}

/** The floor: a bare Fastify route in a process of its own, answering the same JSON without a database. */
export async function startBareFastify(): Promise<ServerProcess> {
  const script = `
    import Fastify from 'fastify';
    const app = Fastify();
    app.get('/health', async () => ({ status: 'ok', database: 'pglite' }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log('listening at ' + address + ' ');
  `;
  const { child, url } = await startPrinting(
    process.execPath,
    ['--input-type=module', '-e', script],
    {},
    /listening at (http:\/\/\S+)\s/,
  );
  return { url, stop: () => stopped(child) };
}
