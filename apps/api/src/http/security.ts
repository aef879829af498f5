import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Security headers of documents (the storefront's pages, the development pages), with a Content-Security-Policy: its
 * own scripts only; inline style attributes allowed (runtime values set through CSS variables); images and media from
 * this origin (plus data:/blob: and, for lot videos and the seller's stream, https: and mediastream:); calls and
 * sockets to this origin only ('self' covers its ws: and wss:), and calls to the card provider's origin when it is another.
 */
const securityHeaders = (connectSources: readonly string[]): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...connectSources],
      mediaSrc: ["'self'", 'blob:', 'mediastream:', 'https:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
});

/** The headers helmet sets for these options. They never change, so they are worked out once, not on every answer. */
function fixedHeaders(options: HelmetOptions) {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The headers of every other answer (JSON, files): nothing may run or frame it, no other origin may embed it, the
 * browser trusts its content type. The page headers (referrer, framing, HSTS, cross-origin isolation) act on documents
 * only, and weighed about 900 bytes on each API answer.
 */
const answerHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

/**
 * Security headers on every answer, by what it is: a document or anything else. Pages may call `connectSources` too
 * (the card provider's origin, when it is not this server).
 */
export function registerSecurityHeaders(app: FastifyInstance, connectSources: readonly string[] = []) {
  const documentHeaders = fixedHeaders(securityHeaders(connectSources));
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    reply.headers(typeof type === 'string' && type.startsWith('text/html') ? documentHeaders : answerHeaders);
    done(null, payload);
  });
}

/** Cross-origin calls from the listed origins only, with the storefront's headers; without any, no CORS at all. */
export async function registerCors(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: [...origins],
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'authorization', 'domain'],
    maxAge: 600,
  });
}
