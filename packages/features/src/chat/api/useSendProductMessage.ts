import { useApi } from '@storefront/api-client/react';
import { useToast } from '@storefront/ui';
import { useMutation } from '@tanstack/react-query';

/**
 * product_message: a message about a lot to the store's staff. The stored message reaches the lot's chat through
 * chatmessages; a refusal shows the server's words.
 */
export function useSendProductMessage() {
  const { mutations } = useApi();
  const toast = useToast();
  return useMutation({
    ...mutations.sendProductMessage,
    onError: (error) => toast.show({ id: 'chat', tone: 'error', title: error.message }),
  });
}
