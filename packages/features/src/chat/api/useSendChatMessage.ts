import { useRealtime } from '@storefront/api-client/realtime';
import { useToast } from '@storefront/ui';
import { useMutation } from '@tanstack/react-query';

export interface ChatMessageInput {
  from_id: number;
  to_id: number;
  message: string;
}

/**
 * Sends a private chat message over the socket (insertMessages). The stored message comes back as chatmessages into
 * the history; a refusal shows the server's words.
 */
export function useSendChatMessage() {
  const transport = useRealtime();
  const toast = useToast();
  return useMutation({
    mutationKey: ['insertMessages'],
    mutationFn: async (input: ChatMessageInput) => {
      const result = await transport.sendChatMessage({ ...input, date_sent: new Date().toISOString() });
      if (result.status !== 'yes') throw new Error(result.message ?? 'The message could not be sent.');
      return result;
    },
    onError: (error) => toast.show({ id: 'chat', tone: 'error', title: error.message }),
  });
}
