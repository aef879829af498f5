import { describe, expect, it } from 'vitest';
import type { Lot } from '../generated/storefront';
import { lotFor } from './lotAnswer';
import { createBiddingState, seedLotState } from './biddingState';
import { lotBidding } from './fixtures/lotBidding';
import { goldEagle, lots } from './fixtures/lots';
import { demoBuyer } from './fixtures/people';

const biddingFields = [
  'wprice',
  'current_bid',
  'next_bid',
  'incrementamt',
  'bid_count',
  'highbid_user_id',
  'market_status',
  'userBidCount',
  'maxbidamt',
  'bidtopstatus',
] as const satisfies readonly (keyof Lot)[];

const shownFields = (lot: Lot) =>
  Object.fromEntries(biddingFields.filter((field) => field in lot).map((field) => [field, lot[field]]));

describe('the mock bidding', () => {
  it.each(lots.map((lot) => [lot.id, lot] as const))(
    'shows lot %i as the engine leaves it after its seeded bids',
    (id, lot) => {
      const seed = lotBidding[id];
      expect(seed, 'every lot fixture has its bidding').toBeDefined();
      const shown = lotFor(lot, seedLotState(lot, seed!), demoBuyer.id);
      expect(shownFields(lot)).toEqual(
        Object.fromEntries(Object.keys(shownFields(lot)).map((field) => [field, shown[field as keyof Lot]])),
      );
      expect('maxbidamt' in lot).toBe('maxbidamt' in shown);
    },
  );

  it('refuses a seed the engine would refuse', () => {
    const seed = { opening_bid: 2000, reserve: null, bids: [{ userid: 31, amount: 1500 }] };
    expect(() => seedLotState(goldEagle, seed)).toThrow(
      'Seeded bid of 1500 on lot 1001 refused: Enter $2,000.00 or more',
    );
  });

  it('decides with the clock it is given', () => {
    const bidding = createBiddingState([goldEagle], lotBidding, () => Date.parse(goldEagle.date_closed));
    const outcome = bidding.bid(goldEagle.id, demoBuyer.id, 'maximum', 3000);
    expect(outcome?.decision).toEqual({ ok: false, rejection: { reason: 'closed', message: 'Auction Closed' } });
  });
});
