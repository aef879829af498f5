import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPrintedNoSecret } from '../../apps/api/test/support/serverProcess';
import { startFromTemplate } from './databaseTemplate';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningStorefront {
  url: string;
  port: number;
  /** The seller's key this server was started with: journeys act as the seller (approvals, the auctioneer) with it. */
  sellerKey: string;
  dataDir: string;
  output: () => string;
  /** Ends the whole process group (npm, tsx and the server under them) and resolves once it is gone. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

export interface StorefrontOptions {
  port?: number;
  dataDir?: string;
  /**
   * Start only the server on the storefront already built by an earlier `npm start`, as a restart would (another
   * journey's server may be serving that build, so it is not rebuilt under it).
   */
  serverOnly?: boolean;
  /** The seller's key; a restart passes the one its first start had. */
  sellerKey?: string;
  /** Settings of this server's own (the store's identity, its card provider, …). */
  env?: Record<string, string>;
}

/**
 * Starts the storefront the way the README does (`npm start`), on a free port and a fresh data folder unless told
 * otherwise, and resolves with the URL it prints.
 */
export async function startStorefront({
  port = 0,
  dataDir,
  serverOnly = false,
  sellerKey = randomBytes(24).toString('hex'),
  env = {},
}: StorefrontOptions = {}) {
  const folder = dataDir ?? (await mkdtemp(join(tmpdir(), 'storefront-e2e-')));
  // A server of a journey's own starts on a copy of the migrated template; `npm start` keeps its first start.
  if (serverOnly && !dataDir) await startFromTemplate(folder);
  const [command, args] = serverOnly
    ? [process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts']]
    : ['npm', ['start', '--silent']];
  const child = spawn(command, args, {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: folder, DEV_PAGES: 'on', SELLER_KEY: sellerKey, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Storefront running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`The storefront exited with ${code} before printing its URL:\n${output}`)),
    );
  });
  return {
    url,
    port: Number(new URL(url).port),
    dataDir: folder,
    sellerKey,
    output: () => output,
    // Once stopped, what it printed over the whole run is searched: no token or sign-in link may be in it.
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      await stopGroup(child, signal);
      assertPrintedNoSecret(output, `the storefront on port ${new URL(url).port}`);
    },
  } satisfies RunningStorefront;
}

function stopGroup(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid, signal);
  });
}
