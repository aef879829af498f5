import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { checkoutSearch } from './checkoutSearch';
import { stringifySearch } from './stringifySearch';

describe('stringifySearch', () => {
  it('writes a list as the key repeated, as the spec writes the checkout', () => {
    expect(stringifySearch({ id: [5001, 5002] })).toBe('?id=5001&id=5002');
    expect(stringifySearch({ id: [5001] })).toBe('?id=5001');
  });

  it('writes everything else as the router does, and nothing for an empty search', () => {
    expect(stringifySearch({ search: 'Morgan dollar', page: 2, view: 'list' })).toBe(
      '?search=Morgan+dollar&page=2&view=list',
    );
    expect(stringifySearch({ redirect: '/auction/3?page=2' })).toBe('?redirect=%2Fauction%2F3%3Fpage%3D2');
    expect(stringifySearch({})).toBe('');
    expect(stringifySearch({ page: undefined })).toBe('');
  });

  it('reads back through the checkout route’s check, for one invoice or several', () => {
    for (const id of [[5001], [5001, 5002]]) {
      expect(checkoutSearch(defaultParseSearch(stringifySearch({ id })))).toEqual({ id });
    }
  });
});
