import type { LivePrice } from '@storefront/api-client';
import { metalsLivePriceKey } from '@storefront/api-client/realtime';
import { skipToken, useQuery } from '@tanstack/react-query';

/**
 * The latest spot prices: the transport writes each metalsLivePrice message under its own key (there is no REST read),
 * so this only watches that entry. Null until the first message.
 */
export function useMetalPrices(): LivePrice | null {
  const { data } = useQuery<LivePrice>({ queryKey: metalsLivePriceKey, queryFn: skipToken });
  return data ?? null;
}
