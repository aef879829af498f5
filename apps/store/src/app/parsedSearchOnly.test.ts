import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseListingSearch } from './listingSearch';
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

describe('parseListingSearch', () => {
  it('keeps a date range whose To is on or after its From, and only the From of one that runs backwards', () => {
    expect(parseListingSearch({ from_date_io: '2026-12-01', to_date_io: '2026-12-05' })).toEqual({
      from_date_io: '2026-12-01',
      to_date_io: '2026-12-05',
    });
    expect(parseListingSearch({ from_date_io: '2026-12-05', to_date_io: '2026-12-01', page: '2' })).toEqual({
      from_date_io: '2026-12-05',
      page: 2,
    });
    expect(parseListingSearch({ to_date_io: '2026-12-01' })).toEqual({ to_date_io: '2026-12-01' });
  });
});
