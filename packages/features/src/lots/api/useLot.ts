import type { Lot } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';

/** The lot page's read (getProductDetails), under the one key realtime messages are written into. */
export function useLot(product_id: number) {
  const { queries } = useApi();
  return useSuspenseQuery(queries.getProductDetails({ body: { product_id } }));
}

/**
 * A part of the lot page's read that does not move with every bid (its pictures, its notes): the cache keeps an equal
 * part as it was, so the component using it renders again only when the part itself changes.
 */
export function useLotPart<T>(product_id: number, part: (lot: Lot) => T): T {
  const { queries } = useApi();
  return useSuspenseQuery({
    ...queries.getProductDetails({ body: { product_id } }),
    select: (answer) => part(answer.results),
  }).data;
}

/** The same read for a lot opened on top of a page (the drawer): its loading and failure stay inside it. */
export function useLotQuery(product_id: number) {
  const { queries } = useApi();
  return useQuery(queries.getProductDetails({ body: { product_id } }));
}
