import type { CardProvider } from '@storefront/api-client';
import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ProviderChargesTable } from '../../db/paymentTables';
import type { DatabaseSchema } from '../../db/schema';
import { findCard, providerId } from './cards';
import { cardError, invalidRequest } from './providerFailure';

type Charge = CardProvider.components['schemas']['Charge'];

export interface ChargeRequest {
  customerId: string;
  cardId: string;
  /** Cents. */
  amount: number;
  description: string;
  /** A retry with the same key gets the charge the key made first (see chargeIdFor). */
  idempotencyKey?: string | undefined;
}

export const INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';

/**
 * The charge id a customer's idempotency key stands for: the same key always names the same row, so a second or
 * concurrent request with it cannot insert another charge (the primary key holds it), across processes too.
 */
const chargeIdFor = (customerId: string, key: string) =>
  `ch_${createHash('sha256').update(`${customerId}\n${key}`).digest('base64url').slice(0, 24)}`;

const chargeOf = (row: Selectable<ProviderChargesTable>): Charge => ({
  id: row.id,
  object: 'charge',
  amount: row.amount,
  currency: 'usd',
  status: 'succeeded',
  paid: true,
  customer: row.customer_id,
  source: row.card_id,
  failure_message: null,
});

/**
 * Charges a saved card in the sandbox: succeeds, or fails as the card's test number says (insufficient funds). Every
 * attempt is recorded; a failure is thrown as the provider's card error after it is. With an idempotency key, a
 * repeated request answers with the charge the key made first (or its failure), whatever card it names.
 */
export async function chargeCard(db: Kysely<DatabaseSchema>, request: ChargeRequest): Promise<Charge> {
  const card = await findCard(db, request.customerId, request.cardId);
  if (!card) throw invalidRequest(`No such card: '${request.cardId}'`);
  const failed = card.behaviour === 'insufficient_funds';
  const id = request.idempotencyKey ? chargeIdFor(request.customerId, request.idempotencyKey) : providerId('ch');
  await db
    .insertInto('provider_charges')
    .values({
      id,
      customer_id: request.customerId,
      card_id: card.id,
      amount: request.amount,
      currency: 'usd',
      status: failed ? 'failed' : 'succeeded',
      failure_message: failed ? INSUFFICIENT_FUNDS : null,
      description: request.description,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const row = await db.selectFrom('provider_charges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  if (row.amount !== request.amount) {
    throw invalidRequest('This idempotency key was used for a charge of another amount.');
  }
  if (row.status === 'failed') throw cardError(row.failure_message ?? INSUFFICIENT_FUNDS, 'insufficient_funds');
  return chargeOf(row);
}
