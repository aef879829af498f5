import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, stopServerProcesses } from './support/serverProcess';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const tsxLoader = new URL('node_modules/tsx/dist/loader.mjs', `file://${projectRoot}`).href;

/** The environment without any of the server's settings: what an operator who set nothing starts with. */
const bareEnvironment = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(DATABASE_URL|DATA_DIR|JWT_SECRET|PUBLIC_URL|SMTP_URL|SETTINGS_FILE|DEMO_STORE|DEV_PAGES|CARD_SANDBOX|CARD_PROVIDER_URL)$/.test(
          name,
        ),
    ),
  );

const folders: string[] = [];
afterAll(async () => {
  await stopServerProcesses();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('NODE_ENV=production', { timeout: 120_000 }, () => {
  it('refuses to start half-configured, naming every missing setting', async () => {
    const child = spawn(process.execPath, ['--import', tsxLoader, main], {
      cwd: projectRoot,
      env: { ...bareEnvironment(), NODE_ENV: 'production', STORE_DIR: 'none', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    for (const name of [
      'JWT_SECRET',
      'PUBLIC_URL',
      'SMTP_URL',
      'DATABASE_URL or DATA_DIR',
      'CARD_PROVIDER_URL or CARD_SANDBOX=on',
    ]) {
      expect(output).toContain(`missing ${name}:`);
    }
    expect(output).not.toContain('Storefront running at');
  });

  it('serves with them, without the demo or the development pages', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'storefront-production-'));
    folders.push(dataDir, `${dataDir}-files`);
    const server = await startServerProcess(dataDir, {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-secret-of-the-test-only-0123456789',
      PUBLIC_URL: 'https://store.example.com',
      SMTP_URL: 'smtp://127.0.0.1:1',
      CARD_PROVIDER_URL: 'https://cards.example.com',
      DEV_PAGES: 'on',
      DEMO_STORE: 'on',
    });
    const health = await fetch(`${server.baseUrl}/health`);
    expect(health.status).toBe(200);
    // No demo: an empty store, named as its settings name it.
    const stores = await fetch(`${server.baseUrl}/getstores`, {
      method: 'POST',
      headers: { domain: 'production.test', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await stores.json()).toMatchObject({
      response: [{ name: 'Bullion & Coin Auctions', site_id: 'bullion-coin' }],
    });
    expect((await fetch(`${server.baseUrl}/dev/outbox`)).status).toBe(404);
    // The card provider's sandbox is the demo's: unless named, its routes are not there.
    const cards = await fetch(`${server.baseUrl}/api/customer/source/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'acct_sandbox_nwcb', customer: 'cus_demo_owen' }),
    });
    expect(cards.status).toBe(404);
  });
});
