import type { CardProvider } from '@storefront/api-client';
import type { Services } from '../../services';
import { findCard, findCustomer, providerId, savedCard } from './cards';
import { tokenize } from './cardNumbers';
import { chargeCard } from './charges';
import { requireCustomerKey, issueCustomerKey } from './customerKeys';
import { cardError, invalidRequest, ProviderFailure } from './providerFailure';

type Schemas = CardProvider.components['schemas'];

/** A handler of the card provider's API: its JSON body in (checked against its document), its answer out. */
type ProviderHandler<Body, Answer> = (body: Body, services: Services, call: ProviderCall) => Promise<Answer>;

/** What a call carries besides its body: the customer key of its Authorization header. */
export interface ProviderCall {
  authorization: string | undefined;
}

/** The call's customer, which its key must open, in the store's account. */
async function customerOfCall(
  body: { account_id: string; customer_id: string },
  { db, clock }: Services,
  call: ProviderCall,
) {
  await requireCustomerKey(db, call.authorization, body.customer_id, clock());
  return findCustomer(db, body.account_id, body.customer_id);
}

function sandboxOnly(body: { mode: string }) {
  if (body.mode !== 'sandbox') throw invalidRequest('This is the sandbox: send mode sandbox.');
}

/** A new customer, with a key to its cards for whoever made it (signup saves its first card with it). */
const createCustomer: ProviderHandler<Schemas['CreateCustomerRequest'], Schemas['Customer']> = async (
  body,
  { db, clock },
) => {
  sandboxOnly(body);
  const row = await db
    .insertInto('provider_customers')
    .values({ id: providerId('cus'), account_id: body.account_id, email: body.email, name: body.name ?? '' })
    .returningAll()
    .executeTakeFirstOrThrow();
  const ephemeral_key = (await issueCustomerKey(db, row.id, clock()))!;
  return { id: row.id, object: 'customer', email: row.email, name: row.name, ephemeral_key };
};

/** Saves a card: the number is tokenized on arrival (brand, last four, expiry kept) and never stored or logged. */
const createSource: ProviderHandler<Schemas['CreateSourceRequest'], Schemas['SavedCard']> = async (
  body,
  services,
  call,
) => {
  sandboxOnly(body);
  await customerOfCall(body, services, call);
  const token = tokenize(body, services.clock());
  if (!token.ok) throw cardError(token.message, token.code);
  const row = await services.db
    .insertInto('provider_cards')
    .values({
      id: providerId('card'),
      customer_id: body.customer_id,
      brand: token.brand,
      last4: token.last4,
      exp_month: body.exp_month,
      exp_year: body.exp_year,
      name: body.name.trim(),
      behaviour: token.behaviour,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return savedCard(row);
};

const listSources: ProviderHandler<Schemas['CustomerRequest'], Schemas['SourceList']> = async (
  body,
  services,
  call,
) => {
  sandboxOnly(body);
  await customerOfCall(body, services, call);
  const { db } = services;
  const rows = await db
    .selectFrom('provider_cards')
    .selectAll()
    .where('customer_id', '=', body.customer_id)
    .where('deleted', '=', false)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return { object: 'list', data: rows.map(savedCard) };
};

const deleteSource: ProviderHandler<Schemas['DeleteSourceRequest'], Schemas['DeletedSource']> = async (
  body,
  services,
  call,
) => {
  sandboxOnly(body);
  await customerOfCall(body, services, call);
  const { db } = services;
  if (!(await findCard(db, body.customer_id, body.source_id))) {
    throw new ProviderFailure(404, 'invalid_request_error', `No such card: '${body.source_id}'`);
  }
  await db.updateTable('provider_cards').set({ deleted: true }).where('id', '=', body.source_id).execute();
  return { id: body.source_id, object: 'card', deleted: true };
};

const createCharge: ProviderHandler<Schemas['CreateChargeRequest'], Schemas['Charge']> = async (
  body,
  services,
  call,
) => {
  sandboxOnly(body);
  await customerOfCall(body, services, call);
  return chargeCard(services.db, {
    customerId: body.customer_id,
    cardId: body.source_id,
    amount: body.amount,
    description: body.description ?? '',
    idempotencyKey: body.idempotency_key,
  });
};

/** The card provider's operations by operationId. */
export const cardProviderHandlers: Record<string, ProviderHandler<never, unknown>> = {
  createCustomer,
  createSource,
  listSources,
  deleteSource,
  createCharge,
};
