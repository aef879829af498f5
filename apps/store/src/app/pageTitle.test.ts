import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle';

const STORE = 'Bullion & Coin Auctions';

describe('pageTitle', () => {
  it("is the deepest titled page's title with the store's name, as the server titles the page", () => {
    const matches = [{ loaderData: undefined }, { loaderData: { title: '1 oz Gold Eagle' } }];
    expect(pageTitle(matches, STORE)).toBe('1 oz Gold Eagle | Bullion & Coin Auctions');
  });

  it("is the store's name on a page whose loader tells no title", () => {
    expect(pageTitle([{ loaderData: undefined }, { loaderData: { lots: 3 } }], STORE)).toBe(STORE);
    expect(pageTitle([], STORE)).toBe(STORE);
  });
});
