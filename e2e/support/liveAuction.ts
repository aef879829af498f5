import type { OperationBody, OperationId, OperationInit } from '@storefront/api-client';
import { call, callWith } from './demoStore';
import { buyerIdOf } from './lotPages';

export interface LiveLot {
  id: number;
  lotof: number;
  sku: string;
  title: string;
  wprice: number;
  next_bid?: number;
  highest?: number | null;
  market_status: string;
}

/** The demo store's running live auction. */
export async function runningLiveAuction(base: string) {
  const answer = await call(base, 'listAuctions', { is_auction: 1, page: 1, limit: 30 });
  const live = answer.data?.find((auction) => auction.con_check === 1 && auction.market_status === 'open');
  if (!live) throw new Error('The demo store has no live auction running.');
  return live.id;
}

/** The room as the API tells it: the auction, its lots and the lot on the block. */
export async function liveRoom(base: string, auctionId: number) {
  const { data } = await call(base, 'getLiveAuctionLots', { auctionid: auctionId, userid: 0 });
  const onBlock = data.lots.find((lot) => lot.id === (data.auction.current_projectid ?? data.current_projectid));
  return { ...data, onBlock };
}

/** A call of the seller's side, keyed with the run's seller key. */
export const asSeller = <Id extends OperationId>(
  base: string,
  sellerKey: string,
  operationId: Id,
  body: OperationBody<Id>,
) => callWith(base, operationId, { body } as OperationInit<Id>, { sellerKey });

/** A live (hard) bid straight to the API, as another buyer's room sends it. */
export async function liveBidAs(base: string, token: string, lot: LiveLot, amount: number) {
  const answer = await call(
    base,
    'addBidOffer',
    { id: lot.id, wsprice: amount, userid: buyerIdOf(token), auctionid: lot.lotof, bidding_type: 'hard', hard_bid: 1 },
    token,
  );
  if (answer.status !== 'success') throw new Error(`The live bid was refused: ${answer.error}`);
  return answer;
}

/** A bid above the high estimate on a whole $100 (on every increment grid), so the demo's house bidders stop there. */
export const bidAboveEstimate = (lot: LiveLot) =>
  Math.ceil((Math.max(lot.highest ?? 0, lot.next_bid ?? lot.wprice) + 1) / 100) * 100;
