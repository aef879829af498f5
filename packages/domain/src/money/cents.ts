/** Money inside the domain: a whole number of US cents. */
export type Cents = number;

/** Converts an API money value (dollars, as a number or numeric string) to cents; null when it is not a number. */
export function centsFromDollars(value: number | string | null | undefined): Cents | null {
  if (value === null || value === undefined) return null;
  const dollars = typeof value === 'number' ? value : Number(value.trim() === '' ? Number.NaN : value);
  if (!Number.isFinite(dollars)) return null;
  return Math.round(dollars * 100);
}

/**
 * An API dollar amount as exact cents: null when it has more than two decimals (73.995 is not an amount one can bid
 * or pay) or is not a finite number.
 */
export function exactCents(dollars: number): Cents | null {
  if (!Number.isFinite(dollars)) return null;
  const cents = Math.round(dollars * 100);
  // A tolerance of a millionth of a cent absorbs binary rounding (0.29 * 100 is 28.999999999999996).
  return Math.abs(dollars * 100 - cents) < 1e-6 ? cents : null;
}

/** Cents as a dollar number, for API payloads that take dollars. */
export function dollarsFromCents(cents: Cents): number {
  return cents / 100;
}
