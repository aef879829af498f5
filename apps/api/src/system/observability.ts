import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { OperationHandler, OperationHandlers } from '../http/operationTypes';
import type { OperationId } from '../http/operationTypes';
import { fromLoopback } from '../mail/devOutbox';
import { bidDecisionSeconds, bidsDecided, metricsRegistry, requestCount, requestSeconds } from './metrics';

/** A request id a proxy in front may pass (nginx's $request_id): short, and only characters safe in a log line. */
const PASSED_ID = /^[\w.-]{8,64}$/;

/**
 * Every request's id: the proxy's (X-Request-Id) when it passes a sane one, so its log and ours meet, else a new one.
 * It is on every log line of the request (`reqId`), in the answer's X-Request-Id header and in a 500 answer's body.
 */
export const requestIds: Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> = {
  requestIdHeader: false,
  genReqId: (request: IncomingMessage) => {
    const passed = request.headers['x-request-id'];
    return typeof passed === 'string' && PASSED_ID.test(passed) ? passed : randomUUID();
  },
};

/**
 * The path as logs may show it: the route's pattern (`/api_bidding/placeBid`, `/uploads/*`) and never the address
 * itself, whose segments and query may sign someone in (`/autologin/…`, `/change-password?id=…`); a path no API route
 * takes (a page of the storefront) shows its first segment only.
 */
export function loggedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  const [first = '', ...rest] = (request.url.split(/[?#]/)[0] ?? '/').split('/').filter(Boolean);
  return `/${first}${rest.length > 0 ? '/…' : ''}`;
}

/** Fastify's logger as the server runs it: JSON lines at `level`, requests logged without their secrets. */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        path: loggedPath(request),
        remoteAddress: request.ip,
      }),
    },
  };
}

/** What the requests metric calls an operation: its operationId, else its route's pattern, else "not found". */
const operationOf = (request: FastifyRequest) =>
  (request.routeOptions.config as { operationId?: string } | undefined)?.operationId ??
  request.routeOptions.url ??
  'not found';

/** The operations that decide a bid: counted as accepted or refused, and timed. */
const BID_OPERATIONS = ['placeBid', 'placeTimedBid', 'addBidOffer', 'confirmForwardBid'] as const;

const accepted = (answer: unknown) => {
  const status = (answer as { status?: unknown } | null)?.status;
  return status === 'success' || status === 'yes';
};

/** The handlers with each bid-deciding one counted and timed (the document's checks of the request come before). */
export function withBidMetrics(handlers: OperationHandlers): OperationHandlers {
  const counted: OperationHandlers = { ...handlers };
  for (const operation of BID_OPERATIONS) {
    const handler = handlers[operation] as OperationHandler<OperationId> | undefined;
    if (!handler) continue;
    (counted as Record<string, OperationHandler<OperationId>>)[operation] = async (input, services) => {
      const stop = bidDecisionSeconds.startTimer({ operation });
      const answer = await handler(input, services);
      stop();
      bidsDecided.inc({ operation, outcome: accepted(answer) ? 'accepted' : 'refused' });
      return answer;
    };
  }
  return counted;
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Request ids on answers, request counts and times, and GET /metrics (Prometheus' text format): to this machine (never
 * through a proxy), or to anyone showing `Authorization: Bearer <METRICS_TOKEN>`; to everyone else it does not exist.
 */
export function registerObservability(app: FastifyInstance, metricsToken: string | undefined) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { operation: operationOf(request), status: String(reply.statusCode) };
    requestCount.inc(labels);
    requestSeconds.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (request, reply) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const allowed =
      fromLoopback(request) || (metricsToken !== undefined && bearer !== undefined && sameToken(bearer, metricsToken));
    if (!allowed) return reply.callNotFound();
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}
