import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  Charge,
  CreateChargeRequest,
  CreateSourceRequest,
  DeleteSourceRequest,
  ProviderError,
  SavedCard,
} from '../generated/cardProvider';
import { declinedCardNumbers, sandboxCustomer, savedCards } from './fixtures/cardProvider';

const failure = (status: number, type: ProviderError['error']['type'], message: string) =>
  HttpResponse.json({ error: { type, message } } satisfies ProviderError, { status });

/** A sandbox of the card provider: saved cards per customer, declines for the test numbers. */
export function createCardProviderHandlers(origin = '*'): HttpHandler[] {
  const cards = new Map<string, SavedCard>(savedCards.map((card) => [card.id, { ...card }]));
  let next = 1;
  /** Charges by idempotency key: a repeated key gets the first charge, as the server's sandbox answers. */
  const charged = new Map<string, Charge>();
  return [
    http.post(`${origin}/api/customer/create`, () => HttpResponse.json(sandboxCustomer)),
    http.post(`${origin}/api/customer/source/list`, async ({ request }) => {
      const { customer_id } = (await request.json()) as { customer_id: string };
      const data = [...cards.values()].filter((card) => card.customer === customer_id);
      return HttpResponse.json({ object: 'list', data });
    }),
    http.post(`${origin}/api/customer/source/create`, async ({ request }) => {
      const body = (await request.json()) as CreateSourceRequest;
      if (declinedCardNumbers.has(body.number)) return failure(402, 'card_error', 'Your card was declined.');
      const card: SavedCard = {
        id: `card_sandbox_new_${next++}`,
        object: 'card',
        last4: body.number.slice(-4),
        exp_month: body.exp_month,
        exp_year: body.exp_year,
        name: body.name,
        customer: body.customer_id,
      };
      cards.set(card.id, card);
      return HttpResponse.json(card);
    }),
    http.post(`${origin}/api/customer/source/delete`, async ({ request }) => {
      const { source_id } = (await request.json()) as DeleteSourceRequest;
      if (!cards.delete(source_id)) return failure(404, 'invalid_request_error', `No such card: ${source_id}`);
      return HttpResponse.json({ id: source_id, object: 'card', deleted: true });
    }),
    http.post(`${origin}/api/charge/create`, async ({ request }) => {
      const body = (await request.json()) as CreateChargeRequest;
      if (!cards.has(body.source_id)) return failure(400, 'invalid_request_error', `No such card: ${body.source_id}`);
      const earlier = body.idempotency_key ? charged.get(`${body.customer_id}\n${body.idempotency_key}`) : undefined;
      if (earlier) return HttpResponse.json(earlier);
      const charge: Charge = {
        id: `ch_sandbox_${next++}`,
        object: 'charge',
        amount: body.amount,
        currency: body.currency,
        status: 'succeeded',
        paid: true,
        customer: body.customer_id,
        source: body.source_id,
        failure_message: null,
      };
      if (body.idempotency_key) charged.set(`${body.customer_id}\n${body.idempotency_key}`, charge);
      return HttpResponse.json(charge);
    }),
  ];
}
