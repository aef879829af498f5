import { describe, expect, it } from 'vitest';
import { findLotsPage } from './findLotsPage';

const PER_PAGE = 20;
/** 2,000 lots closing a minute apart, five at a time: ties in closing time are ordered by id. */
const lots = Array.from({ length: 2000 }, (_, index) => ({
  id: 5000 - index * 2,
  date_closed: new Date(Date.UTC(2026, 11, 1, 9) + Math.floor(index / 5) * 60_000).toISOString(),
})).sort((a, b) => Date.parse(a.date_closed) - Date.parse(b.date_closed) || a.id - b.id);

function pagesRead() {
  const read: number[] = [];
  const readPage = (page: number) => {
    read.push(page);
    return Promise.resolve(lots.slice((page - 1) * PER_PAGE, page * PER_PAGE));
  };
  return { read, readPage };
}

describe('findLotsPage', () => {
  it.each([0, 19, 20, 999, 1000, 1234, 1980, 1999])(
    'finds the page of the lot at %i in at most 7 reads',
    async (at) => {
      const { read, readPage } = pagesRead();
      await expect(findLotsPage(lots[at]!, 100, readPage)).resolves.toBe(Math.floor(at / PER_PAGE) + 1);
      expect(read.length).toBeLessThanOrEqual(7);
    },
  );

  it('answers null for a lot no page lists, whether it falls between listed lots or beyond them', async () => {
    const between = { id: lots[500]!.id + 1, date_closed: lots[500]!.date_closed };
    const later = { id: 1, date_closed: '2030-01-01T00:00:00.000Z' };
    const earlier = { id: 1, date_closed: '2020-01-01T00:00:00.000Z' };
    for (const lot of [between, later, earlier]) {
      await expect(findLotsPage(lot, 100, pagesRead().readPage)).resolves.toBeNull();
    }
  });

  it('answers null without a read when the auction has no lots', async () => {
    const { read, readPage } = pagesRead();
    await expect(findLotsPage(lots[0]!, 0, readPage)).resolves.toBeNull();
    expect(read).toEqual([]);
  });
});
