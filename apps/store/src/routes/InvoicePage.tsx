import { sessionUserAtom } from '@storefront/features/auth';
import { InvoiceView } from '@storefront/features/checkout';
import { useToast } from '@storefront/ui';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';

const route = getRouteApi('/Invoice/$id');

/** /Invoice/{id}: one paid invoice, printable; a missing or someone else's one warns and goes to the dashboard. */
export function InvoicePage() {
  const { id } = route.useParams();
  const user = useAtomValue(sessionUserAtom);
  const toast = useToast();
  const navigate = useNavigate();
  const leave = useCallback(
    (message: string) => {
      toast.show({ id: 'invoice', tone: 'warning', title: message });
      // The dashboard is another area's route; its path is the spec's.
      void navigate({ href: '/dashboard', replace: true });
    },
    [toast, navigate],
  );
  const buyerName = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return <InvoiceView id={id} buyerName={buyerName} onMissing={leave} />;
}
