import { sessionUserAtom } from '@storefront/features/auth';
import { Checkout } from '@storefront/features/checkout';
import { EmptyState } from '@storefront/ui';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { cardProvider } from '../app/cardProvider';
import * as styles from './ContentPage.css';
import { useLeaveForDashboard } from './useLeaveForDashboard';

function CheckoutOf({ invoiceIds }: { invoiceIds: readonly number[] }) {
  const user = useAtomValue(sessionUserAtom);
  const navigate = useNavigate();
  const leave = useLeaveForDashboard();
  if (!user) return null;
  if (invoiceIds.length === 0) return <EmptyState kind="products" />;
  return (
    <Checkout
      invoiceIds={invoiceIds}
      buyer={{ id: user.id, email: user.email, card_paymentid: user.card_paymentid ?? '', country: user.country ?? '' }}
      provider={cardProvider}
      // The dashboard is another area's route; its path is the spec's.
      onPaid={() => void navigate({ href: '/dashboard' })}
      onMissing={leave}
      invoiceHref={(invoiceId) => `/Invoice/${invoiceId}`}
      bankDetailsHref="/Dashboard/bankDetails"
    />
  );
}

const checkoutRoute = getRouteApi('/Checkout');
const auctionCheckoutRoute = getRouteApi('/checkout/auction');

/**
 * /Checkout?id=..&id=..: pay for won lots, one id per invoice (signed-in only; the route asks first). Invoices the
 * buyer does not have warn 'Invoice not Found' and go to the dashboard, as the invoice page does.
 */
export function CheckoutPage() {
  const { id } = checkoutRoute.useSearch();
  return (
    <div className={styles.page}>
      <h1>Checkout</h1>
      <CheckoutOf invoiceIds={id} />
    </div>
  );
}

/** /checkout/auction: the same checkout. */
export function AuctionCheckoutPage() {
  const { id } = auctionCheckoutRoute.useSearch();
  return (
    <div className={styles.page}>
      <h1>Checkout</h1>
      <CheckoutOf invoiceIds={id} />
    </div>
  );
}
