import type { Auction, Lot } from '../generated/storefront';
import { auctions } from './fixtures/auctions';
import { lotBidding, type LotBidding } from './fixtures/lotBidding';
import { lots } from './fixtures/lots';
import { socketMessages } from './fixtures/socketMessages';

/** What the mock server starts from: the catalogue, what only the server knows of each lot's bidding, and its clock. */
export interface MockStore {
  auctions: readonly Auction[];
  /** The lots as the API shows them; their bidding fields are recomputed from `lotBidding` by the engine. */
  lots: readonly Lot[];
  lotBidding: Readonly<Record<number, LotBidding>>;
  /** The server's now, epoch ms. */
  clock: () => number;
}

/** The fixtures at the moment the socket fixtures describe (the live sale of 1 June 2026 under way). */
export const fixtureStore: MockStore = {
  auctions,
  lots,
  lotBidding,
  clock: () => Date.parse(socketMessages.main.sliservertime.dTime),
};
