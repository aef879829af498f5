import { describe, expect, it } from 'vitest';
import { patchAuctions, patchLots } from './patchLots';

const lot = (id: number, wprice: number) => ({ id, lotof: 9, wprice, images: [{ url: `/lot-${id}.jpg` }] });

describe('patchLots', () => {
  it('rewrites the lot wherever it sits and copies only the path to it', () => {
    const answer = {
      status: 'yes',
      results: { listOfProjects: [lot(1, 100), lot(2, 200)], total: 2 },
      other: { a: 1 },
    };
    const patched = patchLots(answer, 2, () => ({ wprice: 250 }));
    expect(patched.results.listOfProjects[1]).toEqual({ ...lot(2, 200), wprice: 250 });
    expect(answer.results.listOfProjects[1]!.wprice).toBe(200);
    expect(patched).not.toBe(answer);
    expect(patched.results.listOfProjects).not.toBe(answer.results.listOfProjects);
    expect(patched.results.listOfProjects[0]).toBe(answer.results.listOfProjects[0]);
    expect(patched.other).toBe(answer.other);
    expect(Array.isArray(patched.results.listOfProjects)).toBe(true);
  });

  it('leaves an answer without the lot, or a lot its patch declines, as it was', () => {
    const answer = { results: [lot(1, 100)], nested: [[lot(3, 300)]] };
    expect(patchLots(answer, 2, () => ({ wprice: 1 }))).toBe(answer);
    expect(patchLots(answer, 1, () => null)).toBe(answer);
    expect(patchLots(undefined, 1, () => ({ wprice: 1 }))).toBeUndefined();
  });

  it('finds a lot inside nested arrays', () => {
    const answer = { rows: [[lot(3, 300)], [lot(4, 400)]] };
    const patched = patchLots(answer, 4, () => ({ wprice: 450 }));
    expect(patched.rows[1]![0]!.wprice).toBe(450);
    expect(patched.rows[0]).toBe(answer.rows[0]);
  });

  it('keeps every other lot as it was, fields and all', () => {
    const other = { ...lot(5, 500), related: { id: 2, lotof: 9, wprice: 1 } };
    const answer = { results: [other, lot(2, 200)] };
    const patched = patchLots(answer, 2, () => ({ wprice: 250 }));
    expect(patched.results[0]).toBe(other);
    expect(patched.results[1]!.wprice).toBe(250);
  });
});

describe('patchAuctions', () => {
  it('rewrites the auction, not a lot of it that shares its id', () => {
    const answer = {
      auction: { id: 9, con_check: 1, market_status: 'open' },
      lots: [{ id: 9, lotof: 3, con_check: 1 }],
    };
    const patched = patchAuctions(answer, 9, { market_status: 'closed' });
    expect(patched.auction.market_status).toBe('closed');
    expect(patched.lots).toBe(answer.lots);
  });
});
