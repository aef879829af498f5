import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../src/client/createApiClient';
import { createCardProviderClient } from '../src/cardProvider/createCardProviderClient';
import { operationIndex, type OperationId } from '../src/generated/operations';
import { createCardProviderHandlers } from '../src/msw/cardProviderHandlers';
import { liveAuction } from '../src/msw/fixtures/auctions';
import { sandboxAccountId, savedCards } from '../src/msw/fixtures/cardProvider';
import { demoToken } from '../src/msw/fixtures/people';
import { socketMessages } from '../src/msw/fixtures/socketMessages';
import { createHandlers } from '../src/msw/handlers';
import { parseIncoming } from '../src/socket/parseIncoming';
import { okSchema, operationsOf, readDocument } from './document';
import { sampleBodies } from './sampleRequests';
import { schemaCheck } from './schemaCheck';

const storefront = readDocument('storefront');
const cardProvider = readDocument('card-provider');
const validate = schemaCheck(storefront);
const validateCard = schemaCheck(cardProvider);
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type LooseCall = (
  method: string,
  path: string,
  init: { body?: unknown; params?: { path?: Record<string, unknown> }; parseAs?: 'json' | 'text' },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** The media type of an operation's 200 answer: JSON, or a file's. */
const answerMedia = (operation: { responses: Record<string, { content?: Record<string, unknown> }> }) =>
  Object.keys(operation.responses['200']?.content ?? {})[0] ?? 'application/json';

describe('the MSW fixtures', () => {
  const ids = Object.keys(operationIndex) as OperationId[];

  it('cover every operation of the document', () => {
    expect(ids.sort()).toEqual(
      operationsOf(storefront)
        .map(({ operation }) => operation.operationId)
        .sort(),
    );
  });

  it.each(ids)('answer %s with a body valid against its 200 schema', async (id) => {
    server.use(...createHandlers());
    const { method, path } = operationIndex[id];
    const { operation } = operationsOf(storefront).find((entry) => entry.operation.operationId === id)!;
    const body = sampleBodies[id];
    const requestSchema = operation.requestBody?.content['application/json']?.schema;
    if (requestSchema) expect(validate(requestSchema, body), 'sample request').toEqual([]);

    const client = createApiClient({ baseUrl: 'http://api.test', domain: 'bullion.test', getToken: () => demoToken });
    const call = client.request as unknown as LooseCall;
    const media = answerMedia(operation);
    const { data, error, response } = await call(method, path, {
      ...(body === undefined ? {} : { body }),
      params: { path: { userId: 7, auctionId: liveAuction.id } },
      parseAs: media === 'application/json' ? 'json' : 'text',
    });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    if (media !== 'application/json') {
      // A file's answer (the .ics): its type, and a body of that kind.
      expect(response.headers.get('content-type')).toMatch(new RegExp(`^${media}`));
      expect(data).toMatch(/^BEGIN:VCALENDAR\r\n/);
      return;
    }
    expect(validate(okSchema(operation), data)).toEqual([]);
  });

  it('hold a valid sample of every message the servers send', () => {
    for (const [server, events] of Object.entries(socketMessages)) {
      for (const [event, message] of Object.entries(events)) {
        const parsed = parseIncoming(server as 'main', event as 'bidAddtime', [message]);
        expect(parsed, `${server} ${event}`).toEqual({ ok: true, message });
      }
    }
  });
});

describe('the card provider sandbox handlers', () => {
  const schemaOf = (path: string) =>
    okSchema(operationsOf(cardProvider).find((entry) => entry.path === path)!.operation);
  const context = { account_id: sandboxAccountId, mode: 'sandbox', customer_id: 'cus_sandbox_7Maria' } as const;

  it('save, list, charge and delete cards with answers valid against the document', async () => {
    server.use(...createCardProviderHandlers());
    const provider = createCardProviderClient({ baseUrl: 'http://cards.test' });
    const card = {
      ...context,
      number: '4242424242424242',
      exp_month: 11,
      exp_year: 2029,
      cvc: '123',
      name: 'Maria Chen',
      address_line1: '1200 SW Morrison St',
      address_city: 'Portland',
      address_state: 'Oregon',
      address_country: 'United States',
      address_zip: '97205',
    };
    const created = await provider.POST('/api/customer/source/create', { body: card });
    expect(validateCard(schemaOf('/api/customer/source/create'), created.data)).toEqual([]);
    expect(created.data?.last4).toBe('4242');
    expect(JSON.stringify(created.data)).not.toContain('4242424242424242');

    const declined = await provider.POST('/api/customer/source/create', {
      body: { ...card, number: '4000000000000002' },
    });
    expect(declined.response.status).toBe(402);
    expect(declined.error?.error.message).toBe('Your card was declined.');

    const listed = await provider.POST('/api/customer/source/list', { body: context });
    expect(validateCard(schemaOf('/api/customer/source/list'), listed.data)).toEqual([]);
    expect(listed.data?.data).toHaveLength(savedCards.length + 1);

    const charge = await provider.POST('/api/charge/create', {
      body: { ...context, source_id: created.data!.id, amount: 49948, currency: 'usd' },
    });
    expect(validateCard(schemaOf('/api/charge/create'), charge.data)).toEqual([]);

    const deleted = await provider.POST('/api/customer/source/delete', {
      body: { ...context, source_id: created.data!.id },
    });
    expect(validateCard(schemaOf('/api/customer/source/delete'), deleted.data)).toEqual([]);

    const customer = await provider.POST('/api/customer/create', {
      body: { account_id: sandboxAccountId, mode: 'sandbox', email: 'maria.chen@example.com' },
    });
    expect(validateCard(schemaOf('/api/customer/create'), customer.data)).toEqual([]);
  });

  it('hold saved cards valid against the document', () => {
    const schema = cardProvider.components.schemas['SavedCard']!;
    for (const card of savedCards) expect(validateCard(schema, card)).toEqual([]);
  });
});
