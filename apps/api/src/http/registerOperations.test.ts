import { SESSION_EXPIRED } from '@storefront/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Services } from '../services';
import { contractOf, type OpenApiDocument } from './contract';
import { answerError } from './errors';
import type { OperationHandlers } from './operationTypes';
import { registerOperations } from './registerOperations';

const errorAnswer = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } } };

/** A small document in the storefront's style: the registrar reads nothing else. */
const document = {
  paths: {
    '/lots/{lotId}/note': {
      parameters: [{ name: 'lotId', in: 'path', required: true, schema: { type: 'integer' } }],
      post: {
        operationId: 'saveNote',
        tags: ['lots'],
        security: [{ domain: [], bearer: [] }],
        parameters: [{ name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Note' } } },
        },
        responses: {
          '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Saved' } } } },
          '400': { $ref: '#/components/responses/BadRequest' },
        },
      },
    },
    '/photo': {
      post: {
        operationId: 'sendPhoto',
        security: [{ domain: [] }],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['title', 'count'],
                properties: {
                  title: { type: 'string', minLength: 1 },
                  count: { type: 'integer' },
                  photo: { type: 'string', format: 'binary' },
                },
              },
            },
          },
        },
        responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Saved' } } } } },
      },
    },
    '/catalog': {
      get: {
        operationId: 'readCatalog',
        security: [{ domain: [], bearer: [] }, { domain: [] }],
        responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Saved' } } } } },
      },
    },
  },
  components: {
    schemas: {
      Note: {
        type: 'object',
        required: ['text', 'email'],
        properties: {
          text: { type: 'string', minLength: 2 },
          email: { type: 'string', format: 'email' },
          status: { type: 'string', enum: ['open', 'sold'] },
        },
        'x-designed': true,
      },
      Saved: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['yes', 'no'] } } },
      ErrorResponse: {
        type: 'object',
        required: ['status', 'message'],
        properties: { status: { type: 'string', enum: ['no'] }, message: { type: 'string' } },
      },
    },
    responses: { BadRequest: errorAnswer },
  },
} as unknown as OpenApiDocument;

const seen: unknown[] = [];
const handlers = {
  saveNote: async (input: { body: { text: string }; params: unknown; query: unknown; caller: unknown }) => {
    seen.push(input);
    return input.body.text === 'break the contract' ? { status: 'maybe' } : { status: 'yes' };
  },
  sendPhoto: async (input: { body: unknown; files: Array<{ field: string; data: Buffer }> }) => {
    seen.push(input);
    return { status: 'yes' };
  },
  readCatalog: async (input: { caller: unknown }) => {
    seen.push(input);
    return { status: 'yes' };
  },
} as unknown as OperationHandlers;

const contract = contractOf(document);

async function app() {
  const server = Fastify();
  server.setErrorHandler(answerError);
  const registered = registerOperations(server, {
    contract,
    handlers,
    services: {} as Services,
    authenticate: async (token) =>
      token === 'good'
        ? {
            id: 7,
            email: 'buyer@example.com',
            session: { id: 'session-7', expiresAt: new Date(Date.now() + 3600_000) },
          }
        : null,
    multipart: { limits: { fileSize: 1000 } },
  });
  return { server, registered };
}

const headers = { domain: 'storefront.test', authorization: 'Bearer good' };
const note = { text: 'hello', email: 'buyer@example.com' };

describe('registerOperations', () => {
  it('registers every operation that has a handler at its method and path', async () => {
    const { registered } = await app();
    expect(registered).toEqual(['saveNote', 'sendPhoto', 'readCatalog']);
  });

  it('hands the handler checked input: coerced path and query values, the body, the caller', async () => {
    const { server } = await app();
    seen.length = 0;
    const response = await server.inject({ method: 'POST', url: '/lots/12/note?page=2', headers, payload: note });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'yes' });
    expect(seen[0]).toMatchObject({
      params: { lotId: 12 },
      query: { page: 2 },
      body: note,
      caller: { id: 7, email: 'buyer@example.com' },
    });
  });

  it.each([
    ['no domain header', { authorization: 'Bearer good' }, '/lots/1/note', note, 400, /header: domain is required/],
    ['no token', { domain: 'x' }, '/lots/1/note', note, 401, /sign in/],
    ['a bad token', { ...headers, authorization: 'Bearer bad' }, '/lots/1/note', note, 401, /expired/],
    [
      'a path value of the wrong type',
      headers,
      '/lots/abc/note',
      note,
      400,
      /path parameter: lotId must be a whole number/,
    ],
    [
      'a query value out of range',
      headers,
      '/lots/1/note?page=0',
      note,
      400,
      /query parameter: page must be 1 or more/,
    ],
    ['a missing field', headers, '/lots/1/note', { text: 'hello' }, 400, /body: email is required/],
    ['a bad format', headers, '/lots/1/note', { ...note, email: 'nope' }, 400, /email must be an e-mail address/],
    [
      'a value outside the enum',
      headers,
      '/lots/1/note',
      { ...note, status: 'x' },
      400,
      /status must be one of "open", "sold"/,
    ],
    [
      'a string where the body is an object',
      headers,
      '/lots/1/note',
      '"text"',
      400,
      /body: the value must be an object/,
    ],
    ['no body', headers, '/lots/1/note', undefined, 400, /takes a JSON body/],
  ])('refuses %s with a 4xx and a message', async (_name, requestHeaders, url, payload, statusCode, message) => {
    const { server } = await app();
    const response = await server.inject({
      method: 'POST',
      url,
      headers: { ...requestHeaders, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });
    expect(response.statusCode).toBe(statusCode);
    expect(response.json()).toEqual({ status: 'no', message: expect.stringMatching(message) });
  });

  it('answers broken JSON with a 400, not a 500', async () => {
    const { server } = await app();
    const response = await server.inject({
      method: 'POST',
      url: '/lots/1/note',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"text":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'no', message: 'The body is not valid JSON.' });
  });

  it('answers an answer outside the document with a plain 500: no stack, no details', async () => {
    const { server } = await app();
    const response = await server.inject({
      method: 'POST',
      url: '/lots/1/note',
      headers,
      payload: { ...note, text: 'break the contract' },
    });
    expect(response.statusCode).toBe(500);
    // The request's id, to find its log lines, and nothing of what went wrong.
    expect(response.json()).toEqual({
      status: 'no',
      message: 'Something went wrong on our side. Please try again.',
      request_id: response.headers['x-request-id'] ?? expect.any(String),
    });
    expect(response.body).not.toMatch(/at |\.ts|saveNote/);
  });

  it('takes multipart forms: text fields coerced to the document types, files apart', async () => {
    const { server } = await app();
    seen.length = 0;
    const form = new FormData();
    form.append('title', 'Morgan dollar');
    form.append('count', '3');
    form.append('photo', new Blob([Buffer.from('PNGDATA')], { type: 'image/png' }), 'coin.png');
    const response = await server.inject({ method: 'POST', url: '/photo', headers, payload: form });
    expect(response.statusCode).toBe(200);
    const input = seen[0] as { body: unknown; files: Array<{ field: string; data: Buffer }> };
    expect(input.body).toEqual({ title: 'Morgan dollar', count: 3, photo: 'coin.png' });
    expect(input.files.map((file) => [file.field, file.data.toString()])).toEqual([['photo', 'PNGDATA']]);
  });

  it('refuses a multipart form that misses a field, or carries an unknown file, or is too large', async () => {
    const { server } = await app();
    const missing = new FormData();
    missing.append('count', 'three');
    const response = await server.inject({ method: 'POST', url: '/photo', headers, payload: missing });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/title is required; count must be a whole number/);

    const stranger = new FormData();
    stranger.append('title', 'x');
    stranger.append('count', '1');
    stranger.append('virus', new Blob(['x']), 'x.exe');
    const strangerResponse = await server.inject({ method: 'POST', url: '/photo', headers, payload: stranger });
    expect(strangerResponse.statusCode).toBe(400);
    expect(strangerResponse.json().message).toMatch(/virus is not a file field/);

    const large = new FormData();
    large.append('title', 'x');
    large.append('count', '1');
    large.append('photo', new Blob([Buffer.alloc(2000)]), 'big.png');
    const largeResponse = await server.inject({ method: 'POST', url: '/photo', headers, payload: large });
    expect(largeResponse.statusCode).toBe(413);
    expect(largeResponse.json()).toEqual({ status: 'no', message: 'The file is too large.' });
  });

  it('refuses JSON where the document says multipart, and multipart where it says JSON', async () => {
    const { server } = await app();
    const json = await server.inject({ method: 'POST', url: '/photo', headers, payload: { title: 'x', count: 1 } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('This call takes multipart/form-data.');
    const form = new FormData();
    form.append('text', 'hello');
    const multipart = await server.inject({ method: 'POST', url: '/lots/1/note', headers, payload: form });
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().message).toBe('This call takes application/json.');
  });

  it('takes the token when present on calls where it is optional, and refuses a bad one so the storefront drops it', async () => {
    const { server } = await app();
    seen.length = 0;
    await server.inject({ method: 'GET', url: '/catalog', headers });
    await server.inject({ method: 'GET', url: '/catalog', headers: { domain: 'x' } });
    const bad = await server.inject({
      method: 'GET',
      url: '/catalog',
      headers: { domain: 'x', authorization: 'Bearer bad' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ status: 'no', message: SESSION_EXPIRED });
    expect(seen).toMatchObject([{ caller: { id: 7 } }, { caller: null }]);
    expect(seen).toHaveLength(2);
  });
});
