import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** get_chathistory with one person, oldest first; chatmessages from the socket land in this entry. */
export function useChatHistory(chatId: number | undefined) {
  const { queries } = useApi();
  return useQuery({ ...queries.getChatHistory({ body: { chat_id: chatId ?? 0 } }), enabled: chatId !== undefined });
}
