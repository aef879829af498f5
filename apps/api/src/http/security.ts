import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer, with a Content-Security-Policy for the served storefront: its own scripts only;
 * inline style attributes allowed (runtime values set through CSS variables); images and media from this origin
 * (plus data:/blob: and, for lot videos and the seller's stream, https: and mediastream:); calls and sockets to this
 * origin only ('self' covers its ws: and wss:).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
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
