import { centsFromDollars } from '@storefront/domain';

/**
 * reserve_met: 1 when the lot has no reserve or its price reached it, else 0. The reserve itself stays on the server;
 * answers and socket messages carry only this flag.
 */
export function reserveMet(row: { wprice: string | number; rprice: string | number | null }): 0 | 1 {
  if (row.rprice === null) return 1;
  const reserve = centsFromDollars(row.rprice) ?? 0;
  return reserve === 0 || (centsFromDollars(row.wprice) ?? 0) >= reserve ? 1 : 0;
}
