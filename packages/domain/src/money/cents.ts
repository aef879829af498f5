/** Money inside the domain: a whole number of US cents. */
export type Cents = number;

/** Converts an API money value (dollars, as a number or numeric string) to cents; null when it is not a number. */
export function centsFromDollars(value: number | string | null | undefined): Cents | null {
  if (value === null || value === undefined) return null;
  const dollars = typeof value === 'number' ? value : Number(value.trim() === '' ? Number.NaN : value);
  if (!Number.isFinite(dollars)) return null;
  return Math.round(dollars * 100);
}

/** Cents as a dollar number, for API payloads that take dollars. */
export function dollarsFromCents(cents: Cents): number {
  return cents / 100;
}
