import { useApi } from '@storefront/api-client/react';
import { useToast } from '@storefront/ui';
import { useMutation } from '@tanstack/react-query';

/** Sends a consignment inquiry with its pictures; the server's words confirm it or say what is wrong. */
export function useSendConsignmentInquiry({ onSent }: { onSent: () => void }) {
  const { mutations } = useApi();
  const toast = useToast();
  return useMutation({
    ...mutations.sendConsignmentInquiry,
    onSuccess: (answer) => {
      if (answer.message)
        toast.show({
          id: 'consignment',
          tone: 'success',
          kind: 'alert',
          title: answer.message,
        });
      onSent();
    },
    onError: (error) => toast.show({ id: 'consignment', tone: 'error', title: error.message }),
  });
}
