/** Search params of the auction listing, kept in the URL so a listing can be shared. */
export interface ListingSearch {
  page?: number;
}

export function parseListingSearch(search: Record<string, unknown>): ListingSearch {
  const page = Number(search['page']);
  return Number.isInteger(page) && page > 1 ? { page } : {};
}
