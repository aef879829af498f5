import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** The admin who receives private chat: the first sub-admin (spec 001 §6). */
export function useChatAdmin() {
  const { queries } = useApi();
  return useQuery({ ...queries.listSubAdmins(), select: (answer) => answer.data[0] ?? null });
}
