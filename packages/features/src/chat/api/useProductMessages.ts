import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** What a product chat's messages are stored as. */
export const PRODUCT_CHAT_TYPE = 'product';

/** get_product_messages of one lot, oldest first; chatmessages about the lot land in this entry. */
export function useProductMessages(lotId: number) {
  const { queries } = useApi();
  return useQuery(queries.getProductMessages({ body: { pid: lotId, type: PRODUCT_CHAT_TYPE } }));
}
