import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
/** tsx's loader, so node itself runs the server: one process, which receives the signals sent to it. */
const tsxLoader = new URL('node_modules/tsx/dist/loader.mjs', `file://${projectRoot}`).href;

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  port: number;
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string;
}

/** Every server process started and not yet known to be gone; stopServerProcesses ends them. */
const running = new Set<ServerProcess>();
/** Everything every server process of this test file printed, searched for secrets when they are stopped. */
const printed: (() => string)[] = [];

/**
 * The real server (src/main.ts) in a process of its own (node with tsx's loader, leading its own process group), on an
 * embedded database kept in `dataDir` unless `env` names a DATABASE_URL.
 */
export function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', tsxLoader, main], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, STORE_DIR: 'none', PORT: '0', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let listening = false;
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (listening) return;
      const url = /(?:Storefront|API) running at (http:\/\/[^/\s]+)/.exec(output)?.[1];
      if (url && child.pid !== undefined) {
        listening = true;
        const baseUrl = url.replace('localhost', '127.0.0.1');
        const server = { child, pid: child.pid, baseUrl, port: Number(new URL(baseUrl).port), output: () => output };
        running.add(server);
        printed.push(server.output);
        child.once('exit', () => running.delete(server));
        resolve(server);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before listening:\n${output}`)));
  });
}

/** Whether a process with this id exists (signal 0 checks without sending anything). */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Resolves the error code of a connection attempt to the port: ECONNREFUSED once nothing listens. */
export function connectionOutcome(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

/** Sends the signal to the server's whole process group and waits until its process has exited. */
function signal(server: ServerProcess, name: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  try {
    process.kill(-server.pid, name);
  } catch {
    return Promise.resolve();
  }
  return exited;
}

/** Kills the server at once, as a crash would, and waits for its process to be gone. */
export function killHard(server: ServerProcess): Promise<void> {
  return signal(server, 'SIGKILL');
}

/** What the console of a server must never show: a token, or a link that signs in, activates or resets. */
export const SECRET_IN_OUTPUT = /eyJ[\w-]+\.[\w-]+\.[\w-]+|verifyUser\?userId=|change-password\?id=|\/autologin\//;

/** Throws when a server printed a secret; `where` names the server for the message. */
export function assertPrintedNoSecret(output: string, where: string): void {
  const secret = SECRET_IN_OUTPUT.exec(output);
  if (secret)
    throw new Error(`${where} printed a secret: …${output.slice(Math.max(0, secret.index - 60), secret.index + 40)}…`);
}

/**
 * Ends every server process still running (after each test file, also when a test failed), then checks that none of
 * them printed a token or a sign-in link.
 */
export async function stopServerProcesses(): Promise<void> {
  await Promise.all([...running].map((server) => signal(server, 'SIGKILL')));
  printed.splice(0).forEach((output, index) => assertPrintedNoSecret(output(), `server process ${index + 1}`));
}
