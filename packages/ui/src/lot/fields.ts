import type { MarketStatus } from '@storefront/domain';

/**
 * A lot as the API's `Lot` schema sends it, limited to the fields ui reads: the same names,
 * the same units (amounts in dollars, times as ISO date-times) and the same optionality, so
 * the app passes the API's objects straight in. Components take a `Pick` of it.
 */
export interface LotFields {
  id: number;
  /** The auction id. */
  lotof: number;
  /** The lot number. */
  sku: string;
  title: string;
  /** The title of the lot's auction. */
  auction_title?: string | undefined;
  description?: string | undefined;
  /** The lot's main image. */
  avatar?: string | undefined;
  /** Low and high estimate, in dollars. */
  lowest?: number | undefined;
  highest?: number | undefined;
  /** The current price in dollars; the hammer price once sold. */
  wprice: number;
  /** The bid count, under one of the names the answers use (domain's bidCountOf reads them). */
  bid_count?: number | undefined;
  bidcnt?: number | undefined;
  nobids?: number | undefined;
  highbid_user_id?: number | null | undefined;
  market_status: MarketStatus;
  /** Start and close, ISO date-times. */
  date_added: string;
  date_closed: string;
  /** 1 for a lot of a live auction, 0 for a timed one. */
  con_check: 0 | 1;
}

/** An auction as the API's `Auction` schema sends it, limited to the fields ui reads. */
export interface AuctionFields {
  id: number;
  title: string;
  description?: string | undefined;
  /** The auction's image; `avatar` carries the same picture in some answers. */
  file_name?: string | undefined;
  avatar?: string | undefined;
  /** Start and close, ISO date-times. */
  date_added: string;
  date_closed: string;
  /** 1 for a live auction, 0 for a timed one. */
  con_check: 0 | 1;
  market_status: MarketStatus;
}
