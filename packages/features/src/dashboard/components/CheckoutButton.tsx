import { Link } from '@storefront/ui';
import { useUnpaidInvoices } from '../api/useUnpaidInvoices';
import type { DashboardHrefs } from './dashboardHrefs';
import * as styles from './dashboard.css';

/** 'Checkout (n)': the count of unpaid won lots, to /Checkout with one id per common invoice; nothing when none. */
export function CheckoutButton({ hrefs }: { hrefs: DashboardHrefs }) {
  const unpaid = useUnpaidInvoices();
  if (!unpaid.data || unpaid.data.lotCount === 0) return null;
  return (
    <Link href={hrefs.checkout(unpaid.data.invoiceIds)} className={styles.actionLink}>
      Checkout ({unpaid.data.lotCount})
    </Link>
  );
}
