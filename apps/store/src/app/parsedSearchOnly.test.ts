import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseAuctionLotsSearch } from './lotSearchParams';
import { parsedSearchOnly } from './parsedSearchOnly';

/** What a page reads: the router lays the route's parsed search over the address's own values. */
const pageSearch = (address: string) => {
  const raw = defaultParseSearch(address);
  return { ...raw, ...parsedSearchOnly(parseAuctionLotsSearch)(raw) };
};

describe('parsedSearchOnly', () => {
  it('leaves out, over the address’s own values, what the parser drops', () => {
    expect(pageSearch('?page=abc&perPage=7&view=table&scrollLocation=-4&utm_source=mail')).toEqual({
      page: undefined,
      perPage: undefined,
      view: undefined,
      scrollLocation: undefined,
      utm_source: undefined,
    });
  });

  it('keeps what the parser reads', () => {
    expect(pageSearch('?page=2&perPage=40&view=list')).toEqual({ page: 2, perPage: 40, view: 'list' });
  });
});

describe('parseAuctionLotsSearch', () => {
  it('reads a lot number typed into the address as text (the router reads ?search=1047 as a number)', () => {
    expect(pageSearch('?search=1047')).toEqual({ search: '1047' });
    expect(pageSearch('?search=%221047%22')).toEqual({ search: '1047' });
  });
});
