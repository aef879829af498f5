import { timedBidBody } from '@storefront/api-client';
import { call, signIn } from './demoStore';
import { asSeller } from './liveAuction';
import { buyerIdOf } from './lotPages';

type Buyer = { email: string; password: string };

/** `buyer` raises their maximum until they lead the lot. */
export async function leadLot(base: string, buyer: Buyer, lot: { id: number; lotof: number; next_bid: number }) {
  const token = await signIn(base, buyer);
  const userid = buyerIdOf(token);
  let amount = lot.next_bid * 3;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const answer = await call(base, 'placeTimedBid', timedBidBody(lot, userid, amount), token);
    if (answer.status !== 'success') throw new Error(`The bid was refused: ${answer.error}`);
    if (answer.bpop_higher === userid) return amount;
    amount *= 2;
  }
  throw new Error(`${buyer.email} could not take the lead on lot ${lot.id}.`);
}

export interface WonRow {
  id: number;
  paid: number;
  common_invoice: number | null;
}

/** The buyer's won lots as the server lists them. */
export const wonRows = async (base: string, token: string) =>
  (await call(base, 'buyerDashboard', { sh_limit: 100, page: 1, status: 'bidwon' }, token)).results as WonRow[];

/** The seller closes the lot now (the seller-keyed call); resolves the buyer's won row once the server lists it. */
export async function closeAndWin(base: string, sellerKey: string, token: string, lotId: number): Promise<WonRow> {
  const closed = await asSeller(base, sellerKey, 'closeTimedLotNow', { lotid: lotId });
  if (closed.status !== 'success' || closed.market_status !== 'sold') {
    throw new Error(`The seller could not close lot ${lotId}: ${JSON.stringify(closed)}`);
  }
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const row = (await wonRows(base, token)).find((candidate) => candidate.id === lotId);
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Lot ${lotId} never showed among the buyer's won lots.`);
}

/** The buyer's payments (their payment history), newest first. */
export const paymentHistory = async (base: string, token: string) =>
  (await call(base, 'buyerTransaction', { page: 1, sh_limit: 100 }, token)).results;
