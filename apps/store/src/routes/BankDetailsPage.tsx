import { sessionUserAtom } from '@storefront/features/auth';
import { BankDetails } from '@storefront/features/payments';
import { useAtomValue } from 'jotai';
import * as styles from './ContentPage.css';

/** /Dashboard/bankDetails: the buyer's bank accounts (signed-in only; the route asks first). */
export function BankDetailsPage() {
  const user = useAtomValue(sessionUserAtom);
  return (
    <div className={styles.page}>
      <h1>Bank Accounts</h1>
      {user ? <BankDetails owner={{ user_id: user.id, email: user.email }} /> : null}
    </div>
  );
}
