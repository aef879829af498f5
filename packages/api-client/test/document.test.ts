import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operationsOf, readDocument, type SchemaObject } from './document';
import { schemaCheck } from './schemaCheck';
import { cardProviderCalls, designedHelpers, specCalls, specSocketMessages } from './specCalls';

const storefront = readDocument('storefront');
const cardProvider = readDocument('card-provider');
const calls = (document: typeof storefront) =>
  operationsOf(document).map(({ method, path }) => `${method.toUpperCase()} ${path}`);
const operation = (id: string) => operationsOf(storefront).find(({ operation }) => operation.operationId === id)!;

function walk(node: unknown, visit: (node: Record<string, unknown>, path: string) => void, path = '#'): void {
  if (Array.isArray(node)) return node.forEach((item, index) => walk(item, visit, `${path}/${index}`));
  if (node === null || typeof node !== 'object') return;
  visit(node as Record<string, unknown>, path);
  for (const [key, value] of Object.entries(node)) walk(value, visit, `${path}/${key}`);
}

describe('the storefront document', () => {
  it('holds every call of both spec files with its method and path', () => {
    expect(specCalls.filter((call) => !calls(storefront).includes(call))).toEqual([]);
  });

  it('designs a path for every helper the spec leaves without one', () => {
    for (const id of designedHelpers) expect(operation(id).operation['x-designed'], id).toBe(true);
  });

  it('holds every socket message of both spec files', () => {
    const index = storefront['x-socket-events']!;
    const missing = specSocketMessages.filter(([server, direction, event]) => !index[server]?.[direction]?.[event]);
    expect(missing).toEqual([]);
  });

  it('says why wherever something is designed', () => {
    const unexplained: string[] = [];
    walk(storefront, (node, path) => {
      if (node['x-designed'] !== true) return;
      const why = String(node['description'] ?? '');
      if (!/^(Designed|Not in the spec)|Designed: /.test(why)) unexplained.push(path);
    });
    expect(unexplained).toEqual([]);
  });

  it('sends the domain header with every call and the bearer token where the buyer is needed', () => {
    // The health probe, and the calendar file a link downloads (a link carries no header).
    const headerless = ['/health', '/calendar/{auctionId}.ics'];
    for (const { path, operation } of operationsOf(storefront)) {
      if (headerless.includes(path)) continue;
      expect(
        operation.security?.every((requirement) => 'domain' in requirement),
        path,
      ).toBe(true);
    }
    expect(operation('buyerDashboard').operation.security).toEqual([{ domain: [], bearer: [] }]);
    expect(operation('login').operation.security).toEqual([{ domain: [] }]);
  });

  it("sends the spec's two multipart calls and the designed consignment inquiry as multipart", () => {
    const multipart = operationsOf(storefront)
      .filter(({ operation }) => operation.requestBody?.content['multipart/form-data'])
      .map(({ path }) => path);
    expect(multipart.sort()).toEqual([
      '/api_bidding/cancelbid_process',
      '/mobileapi/consignmentInquiry',
      '/mobileapi/updateUserProfile',
    ]);
  });

  it('never lets the live bid update carry a maximum bid', () => {
    const update = storefront.components.schemas['BidUpdate']!;
    const fields = Object.keys(update.properties ?? {});
    expect(fields.filter((field) => /max|morehigh/i.test(field))).toEqual([]);
    expect(update.additionalProperties).toBe(false);
    expect(Object.keys(storefront.components.schemas['BidAcknowledgement']!.properties ?? {})).toContain('maxbidamt');
  });

  it('keeps the value domains of the spec as enums', () => {
    const schemas = storefront.components.schemas;
    expect(schemas['MarketStatus']!.enum).toEqual(['open', 'sold', 'unsold', 'closed']);
    expect(schemas['ConditionCode']!.enum).toEqual([1, 2, 3]);
    expect(schemas['SortCode']!.enum).toEqual([2, 3]);
    expect(schemas['NotificationCode']!.enum).toEqual(['1', '2', '3', '4']);
    expect(schemas['BankStatus']!.enum).toEqual(['new', 'verified']);
    expect(schemas['RegistrationState']!.enum).toEqual([0, 1]);
    expect(schemas['DashboardStatus']!.enum).toEqual(['bidactive', 'bidwon', 'bidlost', 'buynow', 'watchlist']);
  });

  it('compiles every schema in strict mode, as the generated validators and the server do', () => {
    for (const document of [storefront, cardProvider]) {
      const check = schemaCheck(document);
      const schemas: SchemaObject[] = Object.keys(document.components.schemas).map((name) => ({
        $ref: `#/components/schemas/${name}`,
      }));
      walk(document.paths, (node) => {
        if ('schema' in node) schemas.push(node['schema'] as SchemaObject);
      });
      for (const schema of schemas) expect(() => check(schema, null)).not.toThrow();
    }
  }, 30_000);
});

describe('the card provider document', () => {
  it('holds every provider call of the spec', () => {
    expect(calls(cardProvider).sort()).toEqual([...cardProviderCalls].sort());
  });
});

describe('openapi/README.md', () => {
  it('states the counts the documents hold', () => {
    const readme = readFileSync(new URL('../../../openapi/README.md', import.meta.url), 'utf8');
    const index = storefront['x-socket-events']!;
    const messages = Object.values(index).reduce(
      (sum, server) =>
        sum + Object.keys(server['serverToClient'] ?? {}).length + Object.keys(server['clientToServer'] ?? {}).length,
      0,
    );
    expect(readme).toContain(`${operationsOf(storefront).length} operations`);
    expect(readme).toContain(`${operationsOf(cardProvider).length} operations`);
    expect(readme).toContain(`${messages} socket messages`);
  });
});
