import { useToast } from '@storefront/ui';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/** A page about an invoice the buyer does not have: it warns with the message it is given and gives way to the dashboard. */
export function useLeaveForDashboard() {
  const toast = useToast();
  const navigate = useNavigate();
  return useCallback(
    (message: string) => {
      toast.show({ id: 'invoice', tone: 'warning', title: message });
      // The dashboard is another area's route; its path is the spec's.
      void navigate({ href: '/dashboard', replace: true });
    },
    [toast, navigate],
  );
}
