import { sessionUserAtom } from '@storefront/features/auth';
import { SavedCards } from '@storefront/features/payments';
import { useAtomValue } from 'jotai';
import { cardProvider } from '../app/cardProvider';
import * as styles from './ContentPage.css';

/** /Dashboard/Paymenttabs: the buyer's saved cards (signed-in only; the route asks first). */
export function SavedCardsPage() {
  const user = useAtomValue(sessionUserAtom);
  return (
    <div className={styles.page}>
      <h1>Payment Methods</h1>
      {user?.card_paymentid ? (
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
      )}
    </div>
  );
}
