import type { Lot } from '@storefront/api-client';

type Placed = Pick<Lot, 'id' | 'date_closed'>;

/** Whether `a` comes before `b` in an auction's lots page: by closing time, then by id (the server's order). */
const comesBefore = (a: Placed, b: Placed) => {
  const [closesA, closesB] = [Date.parse(a.date_closed), Date.parse(b.date_closed)];
  return closesA < closesB || (closesA === closesB && a.id < b.id);
};

/**
 * The page (1-based, of `pages`) that lists the lot, read one page at a time, each read halving the range: 100 pages
 * (2,000 lots by 20) take at most seven reads. Null when no page lists it (it left the auction, or its closing time
 * moved since it was read).
 */
export async function findLotsPage(
  lot: Placed,
  pages: number,
  readPage: (page: number) => Promise<readonly Placed[]>,
): Promise<number | null> {
  let [low, high] = [1, pages];
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const listed = await readPage(middle);
    const [first, last] = [listed[0], listed.at(-1)];
    if (listed.some((other) => other.id === lot.id)) return middle;
    if (!first || !last || comesBefore(lot, first)) high = middle - 1;
    else if (comesBefore(last, lot)) low = middle + 1;
    else return null;
  }
  return null;
}
