import { describe, expect, it } from 'vitest';
import { bidCountOf } from './bidCount';

describe('bidCountOf', () => {
  it('reads bidcnt, then bid_count, then nobids', () => {
    expect(bidCountOf({ bidcnt: 3, bid_count: 2, nobids: 1 })).toBe(3);
    expect(bidCountOf({ bidcnt: null, bid_count: 2, nobids: 1 })).toBe(2);
    expect(bidCountOf({ nobids: 1 })).toBe(1);
  });

  it('is 0 for a lot that names no count', () => {
    expect(bidCountOf({})).toBe(0);
    expect(bidCountOf({ bid_count: '4' })).toBe(0);
  });
});
