import { assertPrintedNoSecret } from './serverProcess';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../src/db/openDatabase';
import { openTestDatabase, type TestDatabase } from '../../src/db/testDatabase';
import { storefrontContract } from '../../src/http/contract';
import type { OperationId, PathParams, QueryParams, RequestBody } from '../../src/http/operationTypes';
import type { MailDelivery } from '../../src/mail/mailer';
import { buildServer, type BuildServerOptions } from '../../src/server';

export const PUBLIC_URL = 'http://storefront.test';
export const JWT_SECRET = 'a test secret of forty-eight characters, no more';
export const SELLER_KEY = 'the seller key of the tests';

/** A call of `Op` as the document types it: a field renamed in openapi/ fails typecheck in the tests that send it. */
export interface CallOptions<Op extends OperationId = OperationId> {
  body?: RequestBody<Op>;
  form?: FormData;
  token?: string | null;
  params?: PathParams<Op>;
  query?: QueryParams<Op>;
  headers?: Record<string, string>;
  /** The caller's IP address (rate limits). */
  address?: string;
}

/** A call the document does not type: a body it refuses on purpose, or options of whichever operation comes. */
export interface UncheckedCallOptions extends Omit<CallOptions, 'body' | 'params' | 'query'> {
  body?: unknown;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  /** Where uploads are kept: `<filesDir>/uploads`, served at /uploads/. */
  filesDir: string;
  /** Calls an operation of the document by its operationId, with the domain header every storefront call carries. */
  call: <Op extends OperationId>(operationId: Op, options?: CallOptions<Op>) => Promise<LightMyRequestResponse>;
  /** The same call, untyped: for tests that go through every operation in turn or send what the document refuses. */
  send: (operationId: OperationId, options?: UncheckedCallOptions) => Promise<LightMyRequestResponse>;
  /** Lines the mailer announced (the console, in development). */
  announced: string[];
  /** Moves the server's clock. */
  advance: (milliseconds: number) => void;
  /** Empties the database and the announcements, and puts the clock back. */
  reset: () => Promise<void>;
  close: () => Promise<void>;
}

/** One server on one test database for a whole test file (call reset between tests). */
export async function startTestServer(options: Partial<BuildServerOptions> & { mailDelivery?: MailDelivery } = {}) {
  const testDatabase: TestDatabase = await openTestDatabase();
  const filesDir = await mkdtemp(join(tmpdir(), 'storefront-test-files-'));
  const announced: string[] = [];
  let offset = 0;
  const app = await buildServer({
    database: testDatabase.database,
    storeDir: null,
    filesDir,
    jwtSecret: JWT_SECRET,
    publicUrl: () => PUBLIC_URL,
    announceMail: (line) => announced.push(line),
    clock: () => new Date(Date.now() + offset),
    sellerKey: SELLER_KEY,
    cardSandbox: true,
    ...options,
  });
  const operations = new Map(storefrontContract().operations.map((operation) => [operation.operationId, operation]));

  const send = (
    operationId: OperationId,
    { body, form, token, params = {}, query, headers, address }: UncheckedCallOptions = {},
  ) => {
    const operation = operations.get(operationId);
    if (!operation) throw new Error(`No operation ${operationId} in the document`);
    const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
    return app.inject({
      method: operation.method,
      url,
      ...(query ? { query } : {}),
      headers: {
        domain: 'storefront.test',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(form ? { payload: form } : body === undefined ? {} : { payload: JSON.stringify(body) }),
      ...(address ? { remoteAddress: address } : {}),
    });
  };

  const server: TestServer = {
    app,
    database: testDatabase.database,
    filesDir,
    call: (operationId, options) => send(operationId, options as UncheckedCallOptions),
    send,
    announced,
    advance: (milliseconds) => {
      offset += milliseconds;
    },
    reset: async () => {
      await testDatabase.reset();
      assertPrintedNoSecret(announced.join('\n'), 'the test server');
      announced.length = 0;
      offset = 0;
    },
    close: async () => {
      await app.close();
      await testDatabase.close();
      // What this server would have printed (its mail lines) never carries a token or a sign-in link.
      assertPrintedNoSecret(announced.join('\n'), 'the test server');
      await rm(filesDir, { recursive: true, force: true });
    },
  };
  return server;
}
