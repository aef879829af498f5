import { describe, expect, it } from 'vitest';
import { lotSearchHeading } from './lotSearchHeading';

const categories = [
  {
    id: 1,
    name: 'Gold',
    subcategory: [
      { id: 11, name: 'Gold Bars' },
      { id: 12, name: 'Gold Coins' },
    ],
  },
  { id: 2, name: 'Silver', subcategory: [{ id: 21, name: 'Silver Coins' }] },
];

describe('lotSearchHeading', () => {
  it('names the words searched for first', () => {
    expect(lotSearchHeading({ search: 'Eagle', cat_id: [1] }, categories)).toBe('Search results for “Eagle”');
  });

  it('names the one category or sub-category a store menu opened', () => {
    expect(lotSearchHeading({ cat_id: [1] }, categories)).toBe('Gold');
    expect(lotSearchHeading({ cat_id: [1], sub_cat_id: [12] }, categories)).toBe('Gold Coins');
  });

  it('says Search lots for several, unknown or mismatched filters', () => {
    expect(lotSearchHeading({}, categories)).toBe('Search lots');
    expect(lotSearchHeading({ cat_id: [1, 2] }, categories)).toBe('Search lots');
    expect(lotSearchHeading({ cat_id: [1], sub_cat_id: [11, 12] }, categories)).toBe('Search lots');
    expect(lotSearchHeading({ cat_id: [1], sub_cat_id: [21] }, categories)).toBe('Search lots');
    expect(lotSearchHeading({ cat_id: [9] }, categories)).toBe('Search lots');
  });
});
