import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Security headers on every answer, with a Content-Security-Policy for the served storefront: its own scripts only;
 * inline style attributes allowed (runtime values set through CSS variables); images and media from this origin
 * (plus data:/blob: and, for lot videos and the seller's stream, https: and mediastream:); calls and sockets to this
 * origin only ('self' covers its ws: and wss:).
 */
const securityHeaders: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:', 'mediastream:', 'https:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
};

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

export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = fixedHeaders(securityHeaders);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

/** Cross-origin calls from the listed origins only (the Vite dev server by default), with the storefront's headers. */
export async function registerCors(app: FastifyInstance, origins: readonly string[]) {
  await app.register(cors, {
    origin: [...origins],
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'authorization', 'domain'],
    maxAge: 600,
  });
}
