import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parsedSearchOnly } from './parsedSearchOnly';
import { loginSearch } from './signInRedirect';

/** What the login page reads of its address: the route's check laid over the address's own values, as the router does. */
const redirectOf = (address: string) => {
  const raw = defaultParseSearch(address);
  return { ...raw, ...parsedSearchOnly(loginSearch)(raw) }.redirect;
};

describe('the login page’s redirect', () => {
  it('goes back to a page of this site, its own search included', () => {
    expect(redirectOf(`?redirect=${encodeURIComponent('/lotsearch?search=gold coin&page=2')}`)).toBe(
      '/lotsearch?search=gold coin&page=2',
    );
  });

  it('never leaves the site', () => {
    for (const away of ['https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example', 'evil']) {
      expect(redirectOf(`?redirect=${encodeURIComponent(away)}`)).toBeUndefined();
    }
  });
});
