import { auctionPagePath } from '@storefront/domain';

/** Where an auction's card goes: the live lots page, or the timed one (spec 001 §2). */
export const auctionHref = (auction: { id: number; con_check: number }) => `${auctionPagePath(auction)}?page=1`;

/** The auction of a lot met outside it (search results). */
export const lotAuctionHref = (lot: { lotof: number; con_check: number }) =>
  auctionHref({ id: lot.lotof, con_check: lot.con_check });
