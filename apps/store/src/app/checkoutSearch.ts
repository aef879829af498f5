import { idParam } from './routeParams';

export interface CheckoutSearch {
  /** One common_invoice per invoice paid: /Checkout?id=..&id=.. */
  id: number[];
}

/** ?id=5001&id=5002 (or one id); anything that is not a positive whole number is dropped. */
export function checkoutSearch(search: Record<string, unknown>): CheckoutSearch {
  const raw = search['id'];
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const ids = values.map((value) => idParam(String(value))).filter((id): id is number => id !== null);
  return { id: [...new Set(ids)] };
}
