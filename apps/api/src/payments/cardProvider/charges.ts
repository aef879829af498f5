import type { CardProvider } from '@storefront/api-client';
import type { Kysely } from 'kysely';
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
}

export const INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';

/**
 * Charges a saved card in the sandbox: succeeds, or fails as the card's test number says (insufficient funds). Every
 * attempt is recorded; a failure is thrown as the provider's card error after it is.
 */
export async function chargeCard(db: Kysely<DatabaseSchema>, request: ChargeRequest): Promise<Charge> {
  const card = await findCard(db, request.customerId, request.cardId);
  if (!card) throw invalidRequest(`No such card: '${request.cardId}'`);
  const failed = card.behaviour === 'insufficient_funds';
  const row = await db
    .insertInto('provider_charges')
    .values({
      id: providerId('ch'),
      customer_id: request.customerId,
      card_id: card.id,
      amount: request.amount,
      currency: 'usd',
      status: failed ? 'failed' : 'succeeded',
      failure_message: failed ? INSUFFICIENT_FUNDS : null,
      description: request.description,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (failed) throw cardError(INSUFFICIENT_FUNDS, 'insufficient_funds');
  return {
    id: row.id,
    object: 'charge',
    amount: row.amount,
    currency: 'usd',
    status: 'succeeded',
    paid: true,
    customer: row.customer_id,
    source: row.card_id,
    failure_message: null,
  };
}
