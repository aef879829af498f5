import { providerAnswer, type CardProviderAccount, type NewCard } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { SignupDetails } from '../state/signupDetails';
import { signupPhone } from '../state/signupForm';

/** Where the activation mail sends the buyer. */
const ACTIVATION_PAGE = '/verifyUser';

const NO_ANSWER = 'The card provider did not answer.';

interface Registration {
  details: SignupDetails;
  /** The card as checked by the signup card schema (number digits only), billed to step 1's address. */
  card: NewCard;
}

/**
 * Signup step 2: the card goes only to the card provider, which answers with a customer id; the store's server gets
 * that id (card_paymentid) with step 1's details, never the card. One customer per signup: a try whose card was
 * refused, or whose registration failed, leaves the customer (and a card it saved) to the next try.
 */
export function useRegisterWithCard(provider: CardProviderAccount) {
  const { mutations } = useApi();
  const customerFor = useRef<{ email: string; id: string; savedCard: string | null } | null>(null);
  const { account_id, mode, client } = provider;

  const saveCard = async ({ details, card }: Registration): Promise<string> => {
    if (customerFor.current?.email !== details.email) {
      const created = await providerAnswer(
        client.POST('/api/customer/create', {
          body: { account_id, mode, email: details.email, name: `${details.first_name} ${details.last_name}` },
        }),
        NO_ANSWER,
      );
      customerFor.current = { email: details.email, id: created.id, savedCard: null };
    }
    const customer = customerFor.current;
    const cardKey = `${card.number} ${card.exp_month}/${card.exp_year}`;
    if (customer.savedCard === cardKey) return customer.id;
    await providerAnswer(
      client.POST('/api/customer/source/create', { body: { account_id, mode, customer_id: customer.id, ...card } }),
      NO_ANSWER,
    );
    customer.savedCard = cardKey;
    return customer.id;
  };

  return useMutation({
    mutationKey: ['registerWithCard'],
    mutationFn: async (registration: Registration) => {
      const card_paymentid = await saveCard(registration);
      const { details } = registration;
      return mutations.register.mutationFn({
        body: {
          first_name: details.first_name.trim(),
          last_name: details.last_name.trim(),
          email: details.email,
          phone: signupPhone(details),
          password: details.password,
          address1: details.address1.trim(),
          address2: details.address2.trim(),
          country: details.country,
          state: details.state,
          city: details.city.trim(),
          zip: details.zip,
          zipcode: details.zip,
          role: 'buyer',
          redirectURL: ACTIVATION_PAGE,
          is_auctionio: 1,
          card_paymentid,
        },
      });
    },
  });
}
