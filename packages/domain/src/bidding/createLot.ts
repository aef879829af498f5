import { defaultIncrementTable, type IncrementTable } from '../increments/table';
import type { Cents } from '../money/cents';
import type { LotState } from './types';

/** The spec's "belowFive" soft close. */
export const DEFAULT_SOFT_CLOSE_MINUTES = 5;

export interface NewLot {
  readonly openingBid: Cents;
  /** 0 and null both mean no reserve, as `rprice` does. */
  readonly reserve?: Cents | null;
  readonly increments?: IncrementTable;
  readonly softCloseMinutes?: number;
  readonly live?: boolean;
  readonly startsAt: number;
  readonly closesAt: number;
}

/** An open lot without bids: its price is the opening bid. */
export function createLot(lot: NewLot): LotState {
  return {
    rules: {
      openingBid: lot.openingBid,
      reserve: lot.reserve ? lot.reserve : null,
      increments: lot.increments ?? defaultIncrementTable,
      softCloseMinutes: lot.softCloseMinutes ?? DEFAULT_SOFT_CLOSE_MINUTES,
      live: lot.live ?? false,
    },
    market_status: 'open',
    startsAt: lot.startsAt,
    closesAt: lot.closesAt,
    extensionCount: 0,
    price: lot.openingBid,
    leaderId: null,
    leaderMaximum: null,
    bidCount: 0,
    bids: [],
  };
}
