import {
  createApiClient,
  operationIndex,
  type OperationBody,
  type OperationData,
  type OperationId,
  type OperationInit,
  type Lot,
} from '@storefront/api-client';

/** The demo buyers of the README, and calls a second buyer makes beside the browser. */
export const demoBuyers = {
  grace: { email: 'grace.miller@example.com', password: 'GoldEagle#2026', first_name: 'Grace' },
  owen: { email: 'owen.parker@example.com', password: 'SilverBar#2026', first_name: 'Owen' },
  lena: { email: 'lena.brooks@example.com', password: 'Morgan#Dollar1', first_name: 'Lena' },
} as const;

type LooseRequest = (
  method: string,
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * Calls an operation of the document by its id through the generated client, with the init the document types (a
 * request field renamed in openapi/ fails typecheck here, not at run time): the data of its answer, a refusal carried
 * in a 200 answer included. An HTTP error throws.
 */
export async function callWith<Id extends OperationId>(
  base: string,
  operationId: Id,
  init: OperationInit<Id>,
  { token, sellerKey }: { token?: string | undefined; sellerKey?: string } = {},
): Promise<OperationData<Id>> {
  const client = createApiClient({ baseUrl: base, domain: new URL(base).hostname, getToken: () => token });
  const { method, path } = operationIndex[operationId];
  const request = client.request as unknown as LooseRequest;
  const headers = sellerKey ? { 'seller-key': sellerKey } : {};
  const { data, error, response } = await request(method, path, { ...init, headers });
  if (error !== undefined) throw new Error(`${operationId}: HTTP ${response.status} ${JSON.stringify(error)}`);
  return data as OperationData<Id>;
}

/** A call with a body (or none), as a buyer with `token` or a visitor without one. */
export const call = <Id extends OperationId>(base: string, operationId: Id, body: OperationBody<Id>, token?: string) =>
  callWith(base, operationId, (body === undefined ? {} : { body }) as OperationInit<Id>, { token });

export async function signIn(base: string, buyer: { email: string; password: string }): Promise<string> {
  const answer = await call(base, 'login', {
    username: buyer.email,
    password: buyer.password,
    is_auctionio: 1,
  });
  if (answer.status !== 'yes' || !answer.data) throw new Error(`Sign-in failed: ${answer.message}`);
  return answer.data;
}

/** A lot of a lot search's answer: an open lot there always carries its asking price, bid count and auction's title. */
export type ListedLot = Lot & Required<Pick<Lot, 'next_bid' | 'auction_title' | 'bid_count'>>;

/** The lots of a lot search's answer (none when it refused). */
export const listedLots = (answer: OperationData<'searchLots'>) => (answer.result?.listOfProjects ?? []) as ListedLot[];

export interface OpenLot {
  id: number;
  lotof: number;
  title: string;
  auction_title: string;
  wprice: number;
  next_bid: number;
  date_added: string;
  date_closed: string;
}

/** An open timed lot that closes later than `minutes` from now, to bid on. */
export async function openTimedLot(base: string, minutes = 30, which: 'first' | 'last' = 'first'): Promise<OpenLot> {
  const answer = await call(base, 'searchLots', { limit: 100, page: 1, timed_live: 'timed', userid: 0 });
  const later = Date.now() + minutes * 60_000;
  const open = listedLots(answer).filter(
    (candidate) =>
      candidate.con_check !== 1 &&
      Date.parse(candidate.date_closed) > later &&
      Date.parse(candidate.date_added) < Date.now(),
  );
  const lot = which === 'first' ? open[0] : open.at(-1);
  if (!lot) throw new Error('The demo store has no timed lot open long enough.');
  return lot;
}
