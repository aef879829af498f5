import { SavedCards } from '@storefront/features/payments';
import { cardProvider } from '../app/cardProvider';
import { DeskPage } from './DeskPage';

/** /Dashboard/Paymenttabs: the buyer's saved cards (signed-in only; the route asks first). */
export function SavedCardsPage() {
  return (
    <DeskPage title="Payment Methods">
      {(user) =>
        user.card_paymentid ? (
          <SavedCards
            provider={cardProvider}
            customerId={user.card_paymentid}
            address={{
              address1: user.address1,
              city: user.city,
              state: user.state,
              country: user.country,
              zip: user.zip,
            }}
          />
        ) : (
          <p role="alert">Your account has no card on file with our payment provider. Please contact us.</p>
        )
      }
    </DeskPage>
  );
}
