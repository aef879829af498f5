import Fastify, { type FastifyServerOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authenticator } from './accounts/authenticate';
import { catalogCacheOf } from './catalog/cache/catalogCacheOf';
import { publicAnswers } from './catalog/cache/publicAnswers';
import { CONSIGNMENT_IMAGES_MAX } from './content/sendConsignmentInquiry';
import { loadJwtSecret } from './accounts/jwtSecret';
import { createTokens } from './accounts/tokens';
import { DEV_STORE_ORIGIN, demoStore, type StoreAddress, type StoreSettings } from './config';
import type { Database } from './db/openDatabase';
import { storefrontContract } from './http/contract';
import { answerError } from './http/errors';
import { registerOperations } from './http/registerOperations';
import { registerCors, registerSecurityHeaders } from './http/security';
import { registerDevOutbox } from './mail/devOutbox';
import { registerDevBroadcaster } from './seller/devBroadcaster';
import { createLinks } from './mail/links';
import { createMailer, type MailDelivery } from './mail/mailer';
import { smtpDelivery } from './mail/smtpDelivery';
import { operationHandlers } from './operations';
import { issueCustomerKey } from './payments/cardProvider/customerKeys';
import { registerCardProvider } from './payments/cardProvider/registerCardProvider';
import { createRealtime } from './realtime/realtime';
import { DEFAULT_APPROVAL_DELAY_MS, DEFAULT_CLOSING_INTERVAL_MS, registerClosing } from './closing/registerClosing';
import { attachRealtime, type RealtimeSettings } from './realtime/attachRealtime';
import { DEFAULT_QUIET_MS } from './live/auctioneer';
import { metadataKey, metadataPage, readPageMetadata } from './routes/metadata/readPageMetadata';
import { registerSitemap } from './routes/sitemap/registerSitemap';
import { observeLive } from './system/metrics';
import { registerObservability, requestIds, withBidMetrics } from './system/observability';
import { registerProbes } from './system/probes';
import { registerStorefront } from './routes/storefront';
import type { Services } from './services';
import { serveUploads } from './uploads/serveUploads';
import { createUploads, PROFILE_PHOTO_MAX_BYTES } from './uploads/uploads';

/** Largest JSON body: every call of the document is a small form. */
const JSON_BODY_LIMIT = 64 * 1024;
/** Longest path segment: the signed value of an activation link fits, a page of junk does not. */
const PATH_SEGMENT_LIMIT = 1024;

export interface BuildServerOptions {
  database: Database;
  storeDir: string | null;
  /** Fastify's logger: off by default; main logs warnings and errors. */
  logger?: FastifyServerOptions['logger'];
  /** Uploads and the generated token key; without one, a temporary folder removed when the server closes. */
  filesDir?: string | undefined;
  jwtSecret?: string | undefined;
  /** SMTP server for mail; without one mail is kept in the outbox. */
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  /** Delivery to use instead of SMTP (tests). */
  mailDelivery?: MailDelivery | undefined;
  /** Called with one line per mail kept in the outbox; by default Fastify's logger. */
  announceMail?: ((line: string) => void) | undefined;
  /** The storefront's address for links in mail, read when a mail is written. */
  publicUrl?: (() => string) | undefined;
  /** Origins whose pages may call this server cross-origin (CORS_ORIGINS); none unless named. */
  corsOrigins?: readonly string[] | undefined;
  /** Development pages (/dev/outbox, loopback callers only); off unless asked for. */
  devPages?: boolean | undefined;
  clock?: (() => Date) | undefined;
  /** How often timed lots due to close are closed (issue #7); 0 closes them only at start. */
  closingIntervalMs?: number | undefined;
  /** How long the demo waits before approving a live-auction registration (outside the demo the seller approves). */
  registrationApprovalMs?: number | undefined;
  /** The live auctioneer's quiet period before fair warning and again before the hammer. */
  auctioneerQuietMs?: number | undefined;
  /**
   * The demo switch (off unless asked for): automatic approval of live registrations, simulated house bidders in live
   * rooms and, without a price feed, random-walk metal prices.
   */
  demo?: boolean | undefined;
  /**
   * The card provider's sandbox at its paths on this server, and the source of the buyers' customer keys (off unless
   * asked for: the demo and tests, CARD_SANDBOX=on).
   */
  cardSandbox?: boolean | undefined;
  /** Sign-in limits count the client's address from X-Forwarded-For (TRUST_PROXY): only behind a trusted proxy. */
  trustProxy?: boolean | string | undefined;
  /** What the seller's broadcaster and the seller's calls show (SELLER_KEY); without one, a random key nobody knows. */
  sellerKey?: string | undefined;
  /** Tick intervals of the realtime server (issue #7). */
  realtime?: RealtimeSettings | undefined;
  /** Who may read /metrics besides this machine: callers showing this bearer token (METRICS_TOKEN). */
  metricsToken?: string | undefined;
  /** Who the store is and its card provider (STORE_*, CARD_PROVIDER_*); the demo store's by default. */
  store?: StoreSettings | undefined;
  /** The store's postal address as invoices spell it; the demo store's by default. */
  storeAddress?: StoreAddress | undefined;
  /** Addresses per sitemap file, past which /sitemap.xml is an index of files (tests: a few). */
  sitemapUrlsPerFile?: number | undefined;
}

export async function buildServer(options: BuildServerOptions) {
  const { database, storeDir, logger = false } = options;
  const settings: FastifyServerOptions = {
    logger,
    ...requestIds,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { maxParamLength: PATH_SEGMENT_LIMIT },
    frameworkErrors: answerError,
  };
  const app = Fastify(settings);
  app.setErrorHandler(answerError);
  const store = options.store ?? demoStore.store;
  const providerUrl = store.cardProvider.url;
  registerSecurityHeaders(app, providerUrl ? [new URL(providerUrl).origin] : []);
  registerObservability(app, options.metricsToken);
  registerProbes(app, database);
  const corsOrigins = options.corsOrigins ?? [];
  await registerCors(app, corsOrigins);

  const filesDir = options.filesDir ?? (await mkdtemp(join(tmpdir(), 'storefront-files-')));
  if (!options.filesDir) app.addHook('onClose', () => rm(filesDir, { recursive: true, force: true }));
  const services = await createServices(options, filesDir, {
    info: (line) => app.log.info(line),
    error: (error, what) => app.log.error({ err: error }, what),
    onClose: (stop) => app.addHook('onClose', async () => stop()),
  });
  app.decorate('catalogCache', services.catalogCache);
  registerOperations(app, {
    contract: storefrontContract(),
    handlers: withBidMetrics(operationHandlers),
    publicAnswers,
    services,
    authenticate: authenticator(services),
    multipart: {
      limits: {
        fileSize: PROFILE_PHOTO_MAX_BYTES,
        files: CONSIGNMENT_IMAGES_MAX,
        fields: 30,
        fieldSize: 10_000,
        parts: 33,
      },
    },
  });
  if (options.cardSandbox) await registerCardProvider(app, services);
  await serveUploads(app, services.uploads);
  registerClosing(app, services, {
    intervalMs: options.closingIntervalMs ?? DEFAULT_CLOSING_INTERVAL_MS,
    approvalDelayMs: options.registrationApprovalMs ?? DEFAULT_APPROVAL_DELAY_MS,
    quietMs: options.auctioneerQuietMs ?? DEFAULT_QUIET_MS,
    demo: options.demo,
  });
  const io = attachRealtime(app, services, {
    ...options.realtime,
    corsOrigins,
    authenticate: authenticator(services),
    demo: options.demo,
  });
  const rooms = io.of('/').adapter.rooms;
  const sockets = io.of('/').sockets;
  const unobserve = observeLive({
    sockets: () => io.engine.clientsCount,
    // Every socket has a room of its own, named by its id: those are not rooms anyone joined.
    rooms: () => rooms.size - sockets.size,
    poolWaiting: database.waiting,
  });
  app.addHook('onClose', async () => unobserve());
  if (options.devPages) {
    registerDevOutbox(app, database.db);
    registerDevBroadcaster(app);
  }

  registerSitemap(app, services, options.sitemapUrlsPerFile);
  if (storeDir) {
    const cache = services.catalogCache;
    await registerStorefront(app, storeDir, store, {
      pageOf: metadataPage,
      keyOf: metadataKey,
      read: (page) => readPageMetadata(page, services),
      keep: cache ? (key, build) => cache.read(key, build) : null,
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ status: 'no', message: `No route for ${request.method} ${request.url}` }),
    );
  }
  return app;
}

async function createServices(
  options: BuildServerOptions,
  filesDir: string,
  log: { info: (line: string) => void; error: Services['logError']; onClose: (stop: () => void) => void },
): Promise<Services> {
  const { database } = options;
  const clock = options.clock ?? (() => new Date());
  const smtp =
    options.mailDelivery ??
    (options.smtpUrl ? smtpDelivery(options.smtpUrl, options.mailFrom ?? 'no-reply@localhost') : null);
  return {
    database,
    db: database.db,
    clock,
    tokens: createTokens(await loadJwtSecret(options.jwtSecret, filesDir), clock),
    mailer: createMailer({
      db: database.db,
      smtp,
      announce: options.announceMail ?? log.info,
      signature: (options.store ?? demoStore.store).store.name,
    }),
    links: createLinks(options.publicUrl ?? (() => DEV_STORE_ORIGIN)),
    uploads: createUploads(filesDir),
    realtime: createRealtime(),
    logError: log.error,
    catalogCache: catalogCacheOf(database, clock, log.onClose),
    sellerKey: options.sellerKey ?? randomBytes(24).toString('hex'),
    store: options.store ?? demoStore.store,
    storeAddress: options.storeAddress ?? demoStore.storeAddress,
    customerKey: options.cardSandbox ? (customerId) => issueCustomerKey(database.db, customerId, clock()) : null,
  };
}
