import { describe, expect, it } from 'vitest';
import { isSellerKey } from './sellerKey';

describe('the seller key', () => {
  it('matches only the key itself, whatever else is offered', () => {
    expect(isSellerKey('the key', 'the key')).toBe(true);
    expect(isSellerKey('the ke', 'the key')).toBe(false);
    expect(isSellerKey('the key and more', 'the key')).toBe(false);
    expect(isSellerKey('', 'the key')).toBe(false);
    expect(isSellerKey(undefined, 'the key')).toBe(false);
    expect(isSellerKey(['the key'], 'the key')).toBe(false);
  });
});
