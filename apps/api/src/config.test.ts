import { describe, expect, it } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig, SETTINGS, SettingsError, withSettingsFile } from './config';

/** What production needs, all given. */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-long-secret',
  PUBLIC_URL: 'https://store.example.com',
  SMTP_URL: 'smtp://mail.example.com:587',
  DATABASE_URL: 'postgres://store@db/store',
  CARD_PROVIDER_URL: 'https://cards.example.com',
};

const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  return [];
};

describe('the demo switch and the development pages', () => {
  it('runs the demo by default, without development pages', () => {
    expect(readConfig({})).toMatchObject({ demo: true, devPages: false, trustProxy: false });
  });

  it('turns the demo off with DEMO_STORE=off', () => {
    expect(readConfig({ DEMO_STORE: 'off' })).toMatchObject({ demo: false });
  });

  it('turns the demo and the development pages off in production, whatever else is set', () => {
    expect(readConfig({ ...production, DEMO_STORE: 'on', DEV_PAGES: 'on' })).toMatchObject({
      demo: false,
      devPages: false,
    });
  });

  it('offers the development pages with DEV_PAGES=on', () => {
    expect(readConfig({ DEV_PAGES: 'on' })).toMatchObject({ devPages: true });
  });

  it('mounts the card sandbox with the demo or when CARD_SANDBOX=on is named, never silently in production', () => {
    expect(readConfig({}).cardSandbox).toBe(true);
    expect(readConfig({ DEMO_STORE: 'off' }).cardSandbox).toBe(false);
    expect(readConfig({ CARD_SANDBOX: 'off' }).cardSandbox).toBe(false);
    expect(readConfig(production).cardSandbox).toBe(false);
    expect(readConfig({ ...production, CARD_SANDBOX: 'on' }).cardSandbox).toBe(true);
  });

  it("reads TRUST_PROXY as on or the proxies' addresses", () => {
    expect(readConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
    expect(readConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
  });
});

describe('production', () => {
  it('refuses to start without a JWT secret, a public URL, mail, a database choice and a card provider, naming each', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/missing JWT_SECRET:/);
    expect(problems.join('\n')).toMatch(/missing PUBLIC_URL:/);
    expect(problems.join('\n')).toMatch(/missing SMTP_URL:/);
    expect(problems.join('\n')).toMatch(/missing DATABASE_URL or DATA_DIR:/);
    expect(problems.join('\n')).toMatch(/missing CARD_PROVIDER_URL or CARD_SANDBOX=on: where buyers' cards go/);
  });

  it('takes the sandbox for cards only when CARD_SANDBOX=on is named', () => {
    const withoutProvider = { ...production, CARD_PROVIDER_URL: '' };
    expect(problemsOf(withoutProvider)).toEqual([
      expect.stringMatching(/^missing CARD_PROVIDER_URL or CARD_SANDBOX=on:/),
    ]);
    expect(problemsOf({ ...withoutProvider, CARD_SANDBOX: 'off' })).toHaveLength(1);
    expect(problemsOf({ ...withoutProvider, CARD_SANDBOX: 'on' })).toEqual([]);
  });

  it('names only what is missing, and takes the embedded database when its folder is named', () => {
    expect(problemsOf({ ...production, DATABASE_URL: '', JWT_SECRET: '', DATA_DIR: '/var/lib/store' })).toEqual([
      expect.stringMatching(/^missing JWT_SECRET:/),
    ]);
    expect(problemsOf(production)).toEqual([]);
  });

  it('logs at info in production, warn otherwise', () => {
    expect(readConfig(production).logLevel).toBe('info');
    expect(readConfig({}).logLevel).toBe('warn');
  });
});

describe('values that cannot be used', () => {
  it('are named, all at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      PUBLIC_URL: 'store.example.com',
      SMTP_URL: 'mail.example.com',
      LOG_LEVEL: 'loud',
      CARD_PROVIDER_MODE: 'test',
      CARD_PROVIDER_URL: 'cards.example.com',
    });
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'PORT',
      'PUBLIC_URL',
      'SMTP_URL',
      'LOG_LEVEL',
      'CARD_PROVIDER_URL',
      'CARD_PROVIDER_MODE',
    ]);
  });
});

describe("the store's identity and card provider", () => {
  it("are the demo store's by default", () => {
    expect(readConfig({}).store).toEqual({
      store: {
        name: 'Bullion & Coin Auctions',
        tagline: "The Northwest's trusted resource for precious metals, bullion and coins.",
        headline: "We are the Northwest's most trusted resource for precious metals!",
        phone: '(503) 555-0147',
        address: ['Bullion & Coin Auctions', '1200 SW Morrison St, Suite 400', 'Portland, OR 97205'],
        site_id: 'bullion-coin',
      },
      cardProvider: { url: '', account_id: 'acct_sandbox_nwcb', mode: 'sandbox' },
    });
  });

  it('come from the settings, the same on the pages, the invoices and the mail', () => {
    const config = readConfig({
      STORE_NAME: 'Harbor Mint',
      STORE_PHONE: '+1 (206) 555-0199',
      STORE_ADDRESS1: '88 Pier Way',
      STORE_ADDRESS2: '',
      STORE_CITY: 'Seattle',
      STORE_STATE: 'WA',
      STORE_ZIP: '98101',
      STORE_SITE_ID: 'harbor-mint',
      CARD_PROVIDER_URL: 'https://cards.example.com/',
      CARD_PROVIDER_ACCOUNT: 'acct_live_harbor',
      CARD_PROVIDER_MODE: 'live',
    });
    expect(config.store.store).toMatchObject({
      name: 'Harbor Mint',
      address: ['Harbor Mint', '88 Pier Way', 'Seattle, WA 98101'],
      site_id: 'harbor-mint',
    });
    expect(config.store.cardProvider).toEqual({
      url: 'https://cards.example.com',
      account_id: 'acct_live_harbor',
      mode: 'live',
    });
    expect(config.storeAddress).toMatchObject({ name: 'Harbor Mint', address2: '', phone: '12065550199' });
    expect(config.mailFrom).toBe('Harbor Mint <no-reply@localhost>');
  });
});

describe('the settings file', () => {
  it('gives settings the environment does not, the environment winning', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'settings-')), 'store.env');
    await writeFile(file, 'STORE_NAME="Harbor Mint"\nPORT=4100\n');
    const config = readConfig(withSettingsFile({ SETTINGS_FILE: file, PORT: '4200' }));
    expect(config.store.store.name).toBe('Harbor Mint');
    expect(config.port).toBe(4200);
  });

  it('may hold only settings, and must exist', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'settings-')), 'store.env');
    await writeFile(file, 'STORE_NAM=Typo\n');
    expect(() => withSettingsFile({ SETTINGS_FILE: file })).toThrow(/STORE_NAM in .* is not a setting/);
    expect(() => withSettingsFile({ SETTINGS_FILE: `${file}.missing` })).toThrow(/SETTINGS_FILE: cannot read/);
  });
});

describe('the reference of settings', () => {
  it("is the README's settings table, name for name", () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Settings'));
    const table = section.slice(0, section.indexOf('\n## ', 1));
    const firstCells = [...table.matchAll(/^\| ([^|]*) \|/gm)].map((match) => match[1] ?? '');
    const listed = firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z0-9_]+)`/g)].map((name) => name[1]));
    expect(listed).toEqual(SETTINGS.map((setting) => setting.name));
  });
});
