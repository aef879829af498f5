import { sessionUserAtom } from '@storefront/features/auth';
import { InvoiceView } from '@storefront/features/checkout';
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useLeaveForDashboard } from './useLeaveForDashboard';

const route = getRouteApi('/Invoice/$id');

/** /Invoice/{id}: one paid invoice, printable; a missing or someone else's one warns and goes to the dashboard. */
export function InvoicePage() {
  const { id } = route.useParams();
  const user = useAtomValue(sessionUserAtom);
  const leave = useLeaveForDashboard();
  const buyerName = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return <InvoiceView id={id} buyerName={buyerName} onMissing={leave} />;
}
