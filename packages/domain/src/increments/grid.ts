import type { Cents } from '../money/cents';
import { defaultIncrementTable, incrementAt, type IncrementTable } from './table';

/** Whether an amount is a multiple of the increment of the range it falls in. */
export function isOnIncrementGrid(table: IncrementTable, amount: Cents): boolean {
  return amount % incrementAt(table, amount) === 0;
}

/** The smallest amount above `amount` that lies on the increment grid. */
export function nextOnIncrementGrid(table: IncrementTable, amount: Cents): Cents {
  const ranges = table.length > 0 ? table : defaultIncrementTable;
  for (let index = 0; index < ranges.length; index++) {
    const range = ranges[index];
    const next = ranges[index + 1];
    if (range === undefined || (next !== undefined && next.from <= amount)) continue;
    const lowest = Math.max(range.from, amount + 1);
    const candidate = Math.ceil(lowest / range.increment) * range.increment;
    if (next === undefined || candidate < next.from) return candidate;
  }
  return amount + incrementAt(ranges, amount);
}
