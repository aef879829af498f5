import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const started: ChildProcess[] = [];
const folders: string[] = [];
const held: Server[] = [];

afterEach(async () => {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  }
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/** A port nothing listens on, found by the system. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `npm run dev` as the README runs it, with `args` after `--` and `env`; its output is collected. */
async function dev(args: string[], env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'dev-script-'));
  folders.push(dataDir);
  const child = spawn('sh', ['scripts/dev.sh', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DEMO_STORE: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => (pattern.test(output) ? resolve() : undefined);
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      void exited.then(() => (pattern.test(output) ? resolve() : reject(new Error(`dev stopped:\n${output}`))));
      check();
    });
  return { output: () => output, exited, printed };
}

describe('npm run dev', () => {
  it('moves Vite with --port and the API with API_PORT, and proxies to its own API', { timeout: 120_000 }, async () => {
    const [vitePort, apiPort] = [await freePort(), await freePort()];
    const run = await dev(['--port', String(vitePort)], { API_PORT: String(apiPort) });
    await run.printed(new RegExp(`localhost:${vitePort}`));
    await run.printed(/API running at/);

    expect(run.output()).toContain(`API running at http://localhost:${apiPort}/ (API only)`);
    expect(run.output()).not.toContain('Storefront running at');
    // The API alone answers its calls and nothing at its root; through Vite, the call reaches that same API.
    expect((await fetch(`http://127.0.0.1:${apiPort}/`)).status).toBe(404);
    const direct = await fetch(`http://127.0.0.1:${apiPort}/health`);
    expect(direct.status).toBe(200);
    const proxied = await fetch(`http://localhost:${vitePort}/health`);
    expect(proxied.status).toBe(200);
    expect(await proxied.json()).toMatchObject({ status: 'ok' });
  });

  it('stops and says so when another program holds the API port, rather than proxying to it', async () => {
    const other = createServer();
    held.push(other);
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as { port: number };
    const run = await dev(['--port', String(await freePort())], { API_PORT: String(port) });
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain(`dev: port ${port} is in use by another program: set API_PORT to a free one`);
  });
});
