import { useApi } from '@storefront/api-client/react';
import { CONTACT_SENT } from '@storefront/domain';
import { useToast } from '@storefront/ui';
import { useMutation } from '@tanstack/react-query';

/** send_contactus: 'Data sent successfully' for 2 seconds (spec 001 §9); a refusal shows the server's words. */
export function useSendContactUs({ onSent }: { onSent: () => void }) {
  const { mutations } = useApi();
  const toast = useToast();
  return useMutation({
    ...mutations.sendContactUs,
    onSuccess: () => {
      toast.show({ id: 'contact', tone: 'success', kind: 'alert', title: CONTACT_SENT, duration: 2000 });
      onSent();
    },
    onError: (error) => toast.show({ id: 'contact', tone: 'error', title: error.message }),
  });
}
