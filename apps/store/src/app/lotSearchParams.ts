/** Results per page on an auction's lots page (spec §9: 20, 40, 100; default 20). */
export const LOT_PAGE_SIZES = [20, 40, 100] as const;
export const DEFAULT_LOT_PAGE_SIZE = 20;

export type LotsView = 'grid' | 'list';

/** Where the buyer was on a lots page: carried by lot links and back (spec §2), so the way back lands on the lot. */
export interface LotPlace {
  page?: number;
  perPage?: number;
  scrollLocation?: number;
}

/** An auction lots page's view, held in the URL so reload, back and shared links restore it. */
export interface AuctionLotsSearch extends LotPlace {
  search?: string;
  view?: LotsView;
}

const positiveInteger = (value: unknown, minimum: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= minimum ? number : undefined;
};

/** page, perPage and scrollLocation from a URL; anything else is dropped. */
export function parseLotPlace(search: Record<string, unknown>): LotPlace {
  const page = positiveInteger(search['page'], 1);
  const perPage = positiveInteger(search['perPage'], 1);
  const scrollLocation = positiveInteger(search['scrollLocation'], 0);
  return {
    ...(page !== undefined ? { page } : {}),
    ...(perPage !== undefined && (LOT_PAGE_SIZES as readonly number[]).includes(perPage) ? { perPage } : {}),
    ...(scrollLocation !== undefined ? { scrollLocation } : {}),
  };
}

export function parseAuctionLotsSearch(search: Record<string, unknown>): AuctionLotsSearch {
  const raw = search['search'];
  // A lot number in the address (?search=1047) reaches here as a number.
  const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim().slice(0, 100) : '';
  const view = search['view'] === 'list' ? 'list' : undefined;
  return { ...parseLotPlace(search), ...(text ? { search: text } : {}), ...(view ? { view } : {}) };
}
