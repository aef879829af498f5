import fastifyMultipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_EXPIRED, SIGN_IN_REQUIRED } from '@storefront/domain';
import type { PublicAnswer, PublicAnswers } from '../catalog/cache/publicAnswers';
import type { Services } from '../services';
import type { Contract, ContractOperation } from './contract';
import { badRequest, unauthorized } from './errors';
import { readMultipartForm } from './multipartBody';
import type { Caller, OperationHandler, OperationHandlers, OperationId, UploadedFile } from './operationTypes';
import { compileChecks, nonFiniteField, unstorableText, type OperationChecks } from './validators';

export interface RegisterOperationsOptions {
  contract: Contract;
  handlers: OperationHandlers;
  /** The calls whose visitor answers are kept in services.catalogCache and shared with buyers. */
  publicAnswers?: PublicAnswers;
  services: Services;
  /** Who a bearer token belongs to, or null when it is not (or no longer) valid. */
  authenticate: (token: string) => Promise<Caller | null>;
  /** Limits of the multipart forms the document's file uploads take. */
  multipart: FastifyMultipartOptions;
}

/** Compiled once per document, not once per server: tests build many servers. */
const compiled = new WeakMap<Contract, Map<string, OperationChecks>>();

function checksOf(contract: Contract) {
  let checks = compiled.get(contract);
  if (!checks) compiled.set(contract, (checks = compileChecks(contract)));
  return checks;
}

const takesMultipart = (operation: ContractOperation) => operation.body?.mediaType === 'multipart/form-data';

/**
 * Registers every operation of the document that has a handler, at the document's method and path. Each call is
 * checked against the document before its handler runs (headers, token, path, query, body) and its answer after,
 * so a handler only ever sees input that fits and never sends an answer that does not.
 * The few operations that take files get the multipart reader in a context of their own: its hooks would otherwise
 * run on every call of the server. The others refuse a multipart body before reading it.
 * Returns the operationIds registered.
 */
export function registerOperations(app: FastifyInstance, options: RegisterOperationsOptions): OperationId[] {
  const checks = checksOf(options.contract);
  const handled = options.contract.operations.flatMap((operation) => {
    const handler = options.handlers[operation.operationId as OperationId] as OperationHandler<OperationId> | undefined;
    return handler ? [{ operation, handler }] : [];
  });
  const register = (scope: FastifyInstance, multipart: boolean) => {
    for (const { operation, handler } of handled) {
      if (takesMultipart(operation) !== multipart) continue;
      const shared = options.publicAnswers?.[operation.operationId as OperationId] as
        PublicAnswer<OperationId> | undefined;
      registerOperation(scope, operation, checks.get(operation.operationId)!, handler, options, shared);
    }
  };
  void app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) =>
      done(badRequest('This call takes application/json.')),
    );
    register(scope, false);
  });
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, options.multipart);
    register(scope, true);
  });
  return handled.map(({ operation }) => operation.operationId as OperationId);
}

function registerOperation(
  app: FastifyInstance,
  operation: ContractOperation,
  checks: OperationChecks,
  handler: OperationHandler<OperationId>,
  { services, authenticate }: RegisterOperationsOptions,
  shared: PublicAnswer<OperationId> | undefined,
) {
  const multipart = takesMultipart(operation);
  const checked = (answer: unknown) => {
    const problem = checks.answers['200']?.(answer);
    if (problem) throw new Error(`${operation.operationId} answered outside the API document. ${problem}`);
    return answer;
  };
  app.route({
    method: operation.method,
    url: operation.path.replace(/\{(\w+)\}/g, ':$1'),
    // The operation's name, for the request metrics (system/observability.ts).
    config: { operationId: operation.operationId },
    handler: async (request, reply) => {
      refuse(checks.headers(request.headers));
      const caller = await identify(request, operation, authenticate);
      const params = { ...(request.params as object) };
      refuse(checks.params(params));
      refuse(unstorableText(params, 'path parameter'));
      const query = { ...(request.query as object) };
      refuse(checks.query(query));
      refuse(unstorableText(query, 'query parameter'));
      const { body, files } = await readBody(request, operation, multipart);
      if (checks.body && (body !== undefined || operation.body?.required)) refuse(checks.body(body));
      if (multipart) refuse(nonFiniteField(body));
      refuse(unstorableText(body, 'body'));

      const input = {
        body,
        params,
        query,
        caller,
        address: request.ip,
        clientAddress: isClientAddress(request),
        headers: request.headers,
        files,
      } as Parameters<typeof handler>[0];
      const cache = services.catalogCache;
      if (shared && cache && (caller === null || shared.forBuyer)) {
        const visitors = await cache.read(publicKey(operation.operationId, input), async () => {
          const until = (await shared.until?.(input, services)) ?? null;
          const answer = checked(await handler({ ...input, caller: null }, services));
          return { value: { answer, json: Buffer.from(JSON.stringify(answer)) }, until };
        });
        if (caller === null) return reply.code(200).type('application/json; charset=utf-8').send(visitors.json);
        return reply.code(200).send(checked(await shared.forBuyer!(visitors.answer as never, caller, services)));
      }
      const answer = checked(await handler(input, services));
      if (operation.answerMediaType !== 'application/json') reply.type(`${operation.answerMediaType}; charset=utf-8`);
      return reply.code(200).send(answer);
    },
  });
}

/** A call's answer as a visitor gets it depends on these; the body's userid never counts (the token says who). */
function publicKey(operationId: string, { params, query, body }: { params: unknown; query: unknown; body: unknown }) {
  const rest = { ...(body as Record<string, unknown> | undefined) };
  delete rest['userid'];
  return JSON.stringify([operationId, params, query, rest]);
}

/**
 * Whether request.ip is the client's own: not when a proxy forwarded the call and the server was not told to trust it
 * (TRUST_PROXY), since then it is the proxy's, shared by every client (Fastify reads `ips` only when trusting proxies).
 */
function isClientAddress(request: FastifyRequest) {
  return request.headers['x-forwarded-for'] === undefined || request.ips !== undefined;
}

function refuse(problem: string | null) {
  if (problem) throw badRequest(problem);
}

async function identify(
  request: FastifyRequest,
  operation: ContractOperation,
  authenticate: RegisterOperationsOptions['authenticate'],
): Promise<Caller | null> {
  if (operation.token === 'none') return null;
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const caller = token ? await authenticate(token) : null;
  // A token that is no good is refused even where a visitor is welcome, so the storefront drops it at once
  // instead of showing a signed-in header over a visitor's answers.
  if (!caller && (token || operation.token === 'required')) {
    throw unauthorized(token ? SESSION_EXPIRED : SIGN_IN_REQUIRED);
  }
  return caller;
}

async function readBody(
  request: FastifyRequest,
  operation: ContractOperation,
  multipart: boolean,
): Promise<{ body: unknown; files: UploadedFile[] }> {
  if (!operation.body) return { body: undefined, files: [] };
  if (multipart && !request.isMultipart()) {
    throw badRequest(`This call takes ${operation.body.mediaType}.`);
  }
  if (!multipart) {
    if (request.body === undefined && operation.body.required) throw badRequest('This call takes a JSON body.');
    return { body: request.body, files: [] };
  }
  const form = await readMultipartForm(request, operation.body.fileFields);
  return { body: form.fields, files: form.files };
}
