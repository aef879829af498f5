import { BankDetails } from '@storefront/features/payments';
import { DeskPage } from './DeskPage';

/** /Dashboard/bankDetails: the buyer's bank accounts (signed-in only; the route asks first). */
export function BankDetailsPage() {
  return (
    <DeskPage title="Bank Accounts">
      {(user) => <BankDetails owner={{ user_id: user.id, email: user.email }} />}
    </DeskPage>
  );
}
