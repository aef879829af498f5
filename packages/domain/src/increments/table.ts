import { centsFromDollars, type Cents } from '../money/cents';

/** One row of an increment table: prices from `from` up to (not including) `to` rise by `increment`. */
export interface IncrementRange {
  readonly from: Cents;
  /** null on the last, open-ended range. */
  readonly to: Cents | null;
  readonly increment: Cents;
}

/** Ranges sorted by `from`, the first starting at 0 and the last open-ended. */
export type IncrementTable = readonly IncrementRange[];

/** A bid increment range as the API sends it (dollars). */
export interface BidIncrementRow {
  readonly bprice_range_from: number | string;
  readonly bprice_range_to: number | string | null;
  readonly per_price: number | string;
}

/** The conventional US table, used when an auction has none of its own. */
export const defaultIncrementTable: IncrementTable = [
  { from: 0, to: 100, increment: 5 },
  { from: 100, to: 500, increment: 25 },
  { from: 500, to: 2_500, increment: 50 },
  { from: 2_500, to: 10_000, increment: 100 },
  { from: 10_000, to: 25_000, increment: 250 },
  { from: 25_000, to: 50_000, increment: 500 },
  { from: 50_000, to: 100_000, increment: 1_000 },
  { from: 100_000, to: 250_000, increment: 2_500 },
  { from: 250_000, to: 500_000, increment: 5_000 },
  { from: 500_000, to: null, increment: 10_000 },
];

/**
 * An auction's increment table from its API rows. A price belongs to the last range starting at or below it, so
 * inclusive or exclusive `bprice_range_to` values, gaps and prices beyond the last row all resolve the same way;
 * unusable rows are dropped and an auction without usable rows gets the default table.
 */
export function incrementTableFromApi(rows: readonly BidIncrementRow[] | null | undefined): IncrementTable {
  const ranges = (rows ?? [])
    .map((row) => ({
      from: centsFromDollars(row.bprice_range_from),
      to: centsFromDollars(row.bprice_range_to),
      increment: centsFromDollars(row.per_price),
    }))
    .filter(
      (row): row is { from: Cents; to: Cents | null; increment: Cents } =>
        row.from !== null && row.from >= 0 && row.increment !== null && row.increment > 0,
    )
    .sort((a, b) => a.from - b.from)
    .filter((row, index, sorted) => index === 0 || row.from !== sorted[index - 1]?.from);
  if (ranges.length === 0) return defaultIncrementTable;
  return ranges.map((row, index) => ({
    from: index === 0 ? 0 : row.from,
    to: ranges[index + 1]?.from ?? null,
    increment: row.increment,
  }));
}

function rangeIndexAt(table: IncrementTable, price: Cents): number {
  let found = 0;
  for (let index = 0; index < table.length; index++) {
    const range = table[index];
    if (range !== undefined && range.from <= price) found = index;
  }
  return found;
}

/** The range a price falls in. */
export function rangeAt(table: IncrementTable, price: Cents): IncrementRange {
  const source = table.length > 0 ? table : defaultIncrementTable;
  return source[rangeIndexAt(source, price)] ?? (defaultIncrementTable[0] as IncrementRange);
}

/** The increment that applies at a price. */
export function incrementAt(table: IncrementTable, price: Cents): Cents {
  return rangeAt(table, price).increment;
}
