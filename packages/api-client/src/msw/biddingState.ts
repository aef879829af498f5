import {
  centsFromDollars,
  createLot,
  incrementTableFromApi,
  placeBid,
  retractBid,
  type BidKind,
  type Decision,
  type LotState,
} from '@storefront/domain';
import type { Lot } from '../generated/storefront';
import type { LotBidding } from './fixtures/lotBidding';

const cents = (dollars: number) => centsFromDollars(dollars) ?? 0;

/**
 * A lot's engine state from its seed: opened at its opening bid, then every seeded bid placed through the engine at
 * the lot's start, so a seed the engine would refuse fails loudly instead of showing a state the product cannot reach.
 */
export function seedLotState(lot: Lot, seed: LotBidding): LotState {
  const startsAt = Date.parse(lot.date_added);
  const opened = createLot({
    openingBid: cents(seed.opening_bid),
    reserve: seed.reserve === null ? null : cents(seed.reserve),
    increments: incrementTableFromApi(lot.BidIncrement),
    live: lot.con_check === 1,
    startsAt,
    closesAt: Date.parse(lot.date_closed),
  });
  const bid = seed.bids.reduce((state, { userid, amount, kind }) => {
    const decision = placeBid(
      state,
      { bidderId: String(userid), kind: kind ?? 'maximum', amount: cents(amount) },
      startsAt,
    );
    if (!decision.ok)
      throw new Error(`Seeded bid of ${amount} on lot ${lot.id} refused: ${decision.rejection.message}`);
    return decision.state;
  }, opened);
  return { ...bid, market_status: lot.market_status };
}

/**
 * The mock server's bidding: one engine state per lot, decided by `domain`'s engine exactly as the server decides,
 * with the server's clock. A refusal carries the engine's message.
 */
export function createBiddingState(
  lots: readonly Lot[],
  seeds: Readonly<Record<number, LotBidding>>,
  clock: () => number,
) {
  const states = new Map(
    lots.map((lot) => {
      const seed = seeds[lot.id] ?? { opening_bid: lot.wprice, reserve: null, bids: [] };
      return [lot.id, seedLotState(lot, seed)];
    }),
  );

  function decided(lotId: number, decide: (state: LotState, now: number) => Decision) {
    const before = states.get(lotId);
    if (!before) return undefined;
    const decision = decide(before, clock());
    if (decision.ok) states.set(lotId, decision.state);
    return { before, decision };
  }

  return {
    stateOf: (lotId: number) => states.get(lotId),
    bid: (lotId: number, userid: number, kind: BidKind, amount: number, onTheBlock = false) =>
      decided(lotId, (state, now) =>
        placeBid(state, { bidderId: String(userid), kind, amount: centsFromDollars(amount) ?? 0, onTheBlock }, now),
      ),
    retract: (lotId: number, userid: number) =>
      decided(lotId, (state, now) => retractBid(state, { bidderId: String(userid) }, now)),
  };
}

export type BiddingState = ReturnType<typeof createBiddingState>;
