import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import type { components } from '@storefront/api-client';

export type StoreSettings = components['schemas']['StoreSettings'];

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The demo store's identity and card provider account: what a store gets for the settings it does not set. */
const STORE_DEFAULTS = {
  STORE_NAME: 'Bullion & Coin Auctions',
  STORE_TAGLINE: "The Northwest's trusted resource for precious metals, bullion and coins.",
  STORE_HEADLINE: "We are the Northwest's most trusted resource for precious metals!",
  STORE_PHONE: '(503) 555-0147',
  STORE_ADDRESS1: '1200 SW Morrison St',
  STORE_ADDRESS2: 'Suite 400',
  STORE_CITY: 'Portland',
  STORE_STATE: 'OR',
  STORE_ZIP: '97205',
  STORE_COUNTRY: 'United States',
  STORE_SITE_ID: 'bullion-coin',
  CARD_PROVIDER_ACCOUNT: 'acct_sandbox_nwcb',
};
type StoreSetting = keyof typeof STORE_DEFAULTS;

export interface Setting {
  name: string;
  /** The value without the setting, as people read it. */
  default: string;
  about: string;
  /** Production refuses to start without it (`either`: or without that other setting). */
  /** In production this setting, or `either` with the value `eitherValue` (any value when not given), must be set. */
  requiredInProduction?: { either?: string; eitherValue?: string; why?: string };
}

/**
 * Every setting the server reads, with its default and what it does: the one reference. `readConfig` reads these and
 * only these, the README's settings table lists these and only these (a test holds both to it).
 */
export const SETTINGS: readonly Setting[] = [
  {
    name: 'NODE_ENV',
    default: 'unset',
    about: '`production`: refuses to start without the settings marked †; the demo and development pages off',
  },
  {
    name: 'SETTINGS_FILE',
    default: 'none',
    about: 'a file of `NAME=value` lines read at start; the environment wins over it',
  },
  { name: 'PORT', default: '4000', about: 'the port to listen on; 0 picks a free one' },
  { name: 'HOST', default: '127.0.0.1', about: 'the address to listen on (`0.0.0.0` for every interface)' },
  {
    name: 'DATABASE_URL',
    default: 'none',
    about: 'PostgreSQL (`postgres://user:password@host/db`); several processes may share it',
    requiredInProduction: {
      either: 'DATA_DIR',
      why: "the database to use (PostgreSQL, or the embedded database's folder)",
    },
  },
  {
    name: 'DATA_DIR',
    default: '.data/pglite',
    about: 'the folder of the embedded database (when there is no `DATABASE_URL`)',
  },
  {
    name: 'FILES_DIR',
    default: '.data/files',
    about: 'uploads and the generated token key; shared by every process (`DATA_DIR`-files beside a `DATA_DIR`)',
  },
  {
    name: 'STORE_DIR',
    default: 'apps/store/dist',
    about: 'the built storefront served at `/`; `none` serves the API only',
  },
  {
    name: 'JWT_SECRET',
    default: 'generated into `FILES_DIR`',
    about: 'signs sign-in tokens; the same on every process',
    requiredInProduction: {},
  },
  {
    name: 'PUBLIC_URL',
    default: 'the address it listens on',
    about: "where buyers reach the store: links in mail, pages' canonical and shared addresses, the sitemap",
    requiredInProduction: {},
  },
  {
    name: 'SMTP_URL',
    default: 'none: mail kept in the outbox table',
    about: 'the mail server (`smtp://` or `smtps://user:password@host:port`)',
    requiredInProduction: {},
  },
  { name: 'MAIL_FROM', default: '`STORE_NAME` <no-reply@localhost>', about: "the mail's sender" },
  {
    name: 'STORE_NAME',
    default: STORE_DEFAULTS.STORE_NAME,
    about: "the store's name: header, page title, footer, terms, mail, invoices",
  },
  { name: 'STORE_TAGLINE', default: STORE_DEFAULTS.STORE_TAGLINE, about: "the footer's line under the name" },
  { name: 'STORE_HEADLINE', default: STORE_DEFAULTS.STORE_HEADLINE, about: "the home page's headline" },
  { name: 'STORE_PHONE', default: STORE_DEFAULTS.STORE_PHONE, about: 'the contact phone, as people read it' },
  { name: 'STORE_ADDRESS1', default: STORE_DEFAULTS.STORE_ADDRESS1, about: 'the postal address: street' },
  {
    name: 'STORE_ADDRESS2',
    default: STORE_DEFAULTS.STORE_ADDRESS2,
    about: 'the postal address: second line (may be empty)',
  },
  { name: 'STORE_CITY', default: STORE_DEFAULTS.STORE_CITY, about: 'the postal address: city' },
  { name: 'STORE_STATE', default: STORE_DEFAULTS.STORE_STATE, about: 'the postal address: state' },
  { name: 'STORE_ZIP', default: STORE_DEFAULTS.STORE_ZIP, about: 'the postal address: ZIP code' },
  { name: 'STORE_COUNTRY', default: STORE_DEFAULTS.STORE_COUNTRY, about: 'the postal address: country (invoices)' },
  {
    name: 'STORE_SITE_ID',
    default: STORE_DEFAULTS.STORE_SITE_ID,
    about: "the store's site id, carried by bank and live-auction calls",
  },
  {
    name: 'CARD_PROVIDER_URL',
    default: 'the sandbox at the same origin',
    about: "the card provider's address; card numbers go there only",
    requiredInProduction: {
      either: 'CARD_SANDBOX',
      eitherValue: 'on',
      why: "where buyers' cards go: the card provider's address, or the sandbox at this origin (test cards only)",
    },
  },
  {
    name: 'CARD_PROVIDER_ACCOUNT',
    default: STORE_DEFAULTS.CARD_PROVIDER_ACCOUNT,
    about: "the store's publishable account at the provider",
  },
  { name: 'CARD_PROVIDER_MODE', default: 'sandbox', about: '`sandbox` or `live`' },
  {
    name: 'DEMO_STORE',
    default: 'on (never in production)',
    about: '`off`: no demo seed, approvals, house bidders or random prices',
  },
  {
    name: 'DEV_PAGES',
    default: 'off (`npm start`: on)',
    about: '`on`: `/dev/outbox` and `/dev/broadcast`, to this machine only; never in production',
  },
  { name: 'CORS_ORIGINS', default: 'none', about: 'origins (comma-separated) whose pages may call the API' },
  {
    name: 'TRUST_PROXY',
    default: 'off',
    about: "`on` or the proxies' addresses: the client's address is read behind them",
  },
  {
    name: 'CARD_SANDBOX',
    default: 'on with the demo store, else off',
    about: "`on`: the card provider's sandbox at this origin (card calls carry a key the server gives the buyer)",
  },
  {
    name: 'METAL_PRICES_URL',
    default: 'none',
    about: 'the metal price feed polled (GET answering `{ gold, silver, platinum, palladium }`)',
  },
  { name: 'SELLER_KEY', default: 'random', about: "the seller's key for `/sellerapi/*` and the broadcaster" },
  {
    name: 'LOG_LEVEL',
    default: 'warn (production: info)',
    about: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`',
  },
  {
    name: 'METRICS_TOKEN',
    default: 'none: loopback only',
    about: '`/metrics` also answers `Authorization: Bearer <token>` from elsewhere',
  },
];

const SETTING_NAMES = new Set(SETTINGS.map((setting) => setting.name));
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface ServerConfig {
  host: string;
  port: number;
  /** PostgreSQL to use instead of the embedded database. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database; kept across restarts. */
  dataDir: string;
  /** Uploaded files and the generated token key; kept across restarts. */
  filesDir: string;
  /** The built storefront served at `/`, or null (STORE_DIR=none) to serve the API only. */
  storeDir: string | null;
  /** Key that signs login tokens; without it one is generated into filesDir. */
  jwtSecret: string | undefined;
  /** SMTP server for mail (smtp:// or smtps:// URL); without it mail goes to the outbox at /dev/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the storefront is reached, for links in mail; without it, worked out from how the server runs. */
  publicUrl: string | undefined;
  /** Origins allowed to call the API from a browser page of another origin. */
  corsOrigins: string[];
  /** NODE_ENV=production: the demo and the development pages are off whatever else is set. */
  production: boolean;
  /**
   * The demo switch: seed the demo store on a first start, approve live registrations by themselves, let the house
   * bidders bid in live rooms and (without a feed) walk metal prices at random. On unless DEMO_STORE=off; never in
   * production.
   */
  demo: boolean;
  /** DEV_PAGES=on: /dev/outbox for callers on the loopback address; never in production. */
  devPages: boolean;
  /** TRUST_PROXY: on (any proxy) or the proxies' addresses (comma-separated); the client's address is read behind it. */
  trustProxy: boolean | string;
  /** METAL_PRICES_URL: the metal price feed the strip polls. */
  metalPricesUrl: string | undefined;
  sellerKey: string | undefined;
  logLevel: string;
  metricsToken: string | undefined;
  /** The card provider's sandbox on this server (CARD_SANDBOX=on|off): on with the demo store, else only when named. */
  cardSandbox: boolean;
  /** Who the store is and its card provider: written into every page, on invoices and in mail. */
  store: StoreSettings;
  /** The invoice's From block (the same identity, as invoices spell an address). */
  storeAddress: StoreAddress;
}

export interface StoreAddress {
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  zip: string;
  /** Digits only, as the API sends phone numbers. */
  phone: string;
}

/** The settings' values wrong or missing, each named; the server prints them and exits. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server's settings are not usable:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

export const DEV_STORE_ORIGIN = 'http://localhost:5173';

/** The environment with the settings file's values (SETTINGS_FILE) under it: the environment wins. */
export function withSettingsFile(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const file = env['SETTINGS_FILE'];
  if (!file) return env;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new SettingsError([`SETTINGS_FILE: cannot read ${file} (${(error as Error).message})`]);
  }
  const fromFile = parseEnv(text);
  const unknown = Object.keys(fromFile).filter((name) => !SETTING_NAMES.has(name));
  if (unknown.length > 0) throw new SettingsError(unknown.map((name) => `${name} in ${file} is not a setting`));
  return { ...fromFile, ...env };
}

const given = (env: NodeJS.ProcessEnv, name: string) =>
  env[name] === undefined || env[name] === '' ? undefined : env[name];

/** The production settings missing from `env`, each with what it is for. */
export function missingInProduction(env: NodeJS.ProcessEnv): string[] {
  return SETTINGS.filter((setting) => setting.requiredInProduction)
    .filter(({ name, requiredInProduction }) => {
      const { either, eitherValue } = requiredInProduction ?? {};
      const otherwise = either === undefined ? undefined : given(env, either);
      const otherwiseSet = otherwise !== undefined && (eitherValue === undefined || otherwise === eitherValue);
      return given(env, name) === undefined && !otherwiseSet;
    })
    .map(({ name, about, requiredInProduction }) => {
      const { either, eitherValue, why } = requiredInProduction ?? {};
      if (either === undefined) return `${name}: ${why ?? about}`;
      return `${name} or ${either}${eitherValue === undefined ? '' : `=${eitherValue}`}: ${why ?? about}`;
    });
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const problems: string[] = [];
  const production = env['NODE_ENV'] === 'production';
  if (production) problems.push(...missingInProduction(env).map((line) => `missing ${line}`));

  const port = Number(env['PORT'] ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535, got "${env['PORT']}"`);
  }
  const publicUrl = given(env, 'PUBLIC_URL');
  if (publicUrl !== undefined && !/^https?:\/\/[^/]/.test(publicUrl)) {
    problems.push(`PUBLIC_URL must be an http:// or https:// address, got "${publicUrl}"`);
  }
  const smtpUrl = given(env, 'SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/]/.test(smtpUrl)) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// address');
  }
  const logLevel = given(env, 'LOG_LEVEL') ?? (production ? 'info' : 'warn');
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  const providerUrl = given(env, 'CARD_PROVIDER_URL') ?? '';
  if (providerUrl !== '' && !/^https?:\/\/[^/]/.test(providerUrl)) {
    problems.push(`CARD_PROVIDER_URL must be an http:// or https:// address, got "${providerUrl}"`);
  }
  const mode = given(env, 'CARD_PROVIDER_MODE') ?? 'sandbox';
  if (mode !== 'sandbox' && mode !== 'live') problems.push(`CARD_PROVIDER_MODE must be sandbox or live, got "${mode}"`);
  if (problems.length > 0) throw new SettingsError(problems);

  const store = (name: StoreSetting) => given(env, name) ?? STORE_DEFAULTS[name];
  const name = store('STORE_NAME');
  const storeAddress: StoreAddress = {
    name,
    address1: store('STORE_ADDRESS1'),
    address2: env['STORE_ADDRESS2'] ?? STORE_DEFAULTS.STORE_ADDRESS2,
    city: store('STORE_CITY'),
    state: store('STORE_STATE'),
    country: store('STORE_COUNTRY'),
    zip: store('STORE_ZIP'),
    phone: store('STORE_PHONE').replace(/\D/g, ''),
  };
  const dataDir = env['DATA_DIR'] ?? `${projectRoot}.data/pglite`;
  return {
    host: env['HOST'] ?? '127.0.0.1',
    port,
    databaseUrl: given(env, 'DATABASE_URL'),
    dataDir,
    // Beside a DATA_DIR of one's own (a test's temporary folder), not in the shared default.
    filesDir: env['FILES_DIR'] ?? (env['DATA_DIR'] ? `${dataDir}-files` : `${projectRoot}.data/files`),
    storeDir: env['STORE_DIR'] === 'none' ? null : (env['STORE_DIR'] ?? `${projectRoot}apps/store/dist`),
    jwtSecret: given(env, 'JWT_SECRET'),
    smtpUrl,
    mailFrom: env['MAIL_FROM'] ?? `${name} <no-reply@localhost>`,
    publicUrl,
    // `npm run dev` proxies the API through Vite's own origin: cross-origin callers are only those named here.
    corsOrigins: env['CORS_ORIGINS'] ? env['CORS_ORIGINS'].split(',').map((origin) => origin.trim()) : [],
    production,
    demo: env['DEMO_STORE'] !== 'off' && !production,
    devPages: env['DEV_PAGES'] === 'on' && !production,
    trustProxy: readTrustProxy(env['TRUST_PROXY']),
    metalPricesUrl: given(env, 'METAL_PRICES_URL'),
    sellerKey: given(env, 'SELLER_KEY'),
    logLevel,
    metricsToken: given(env, 'METRICS_TOKEN'),
    cardSandbox:
      env['CARD_SANDBOX'] === 'on' || (env['CARD_SANDBOX'] !== 'off' && env['DEMO_STORE'] !== 'off' && !production),
    storeAddress,
    store: {
      store: {
        name,
        tagline: store('STORE_TAGLINE'),
        headline: store('STORE_HEADLINE'),
        phone: store('STORE_PHONE'),
        address: [
          name,
          [storeAddress.address1, storeAddress.address2].filter(Boolean).join(', '),
          `${storeAddress.city}, ${storeAddress.state} ${storeAddress.zip}`,
        ],
        site_id: store('STORE_SITE_ID'),
      },
      cardProvider: {
        url: providerUrl.replace(/\/+$/, ''),
        account_id: store('CARD_PROVIDER_ACCOUNT'),
        mode: mode === 'live' ? 'live' : 'sandbox',
      },
    },
  };
}

function readTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'off') return false;
  return value === 'on' ? true : value;
}

/** The demo store: who it is with every setting at its default. */
export const demoStore: Pick<ServerConfig, 'store' | 'storeAddress'> = readConfig({});
