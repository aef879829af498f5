import type { Cents } from '@storefront/domain';
import { atom } from 'jotai';

/** A live bid whose answer was lost with the connection: it may or may not have been taken. */
export interface UncertainBid {
  lotId: number;
  userid: number;
  amountCents: Cents;
  /** When it was sent (local clock), so only a bid history read after it settles it. */
  sentAt: number;
}

/** The room's one uncertain bid; it is never sent again by itself, only settled by reading the lot's bids. */
export const uncertainBidAtom = atom<UncertainBid | null>(null);
