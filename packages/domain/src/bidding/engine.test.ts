import { describe, expect, it } from 'vitest';
import { createLot, type NewLot } from './createLot';
import { decide } from './decide';
import { closeLot } from './closeLot';
import { placeBid } from './placeBid';
import { replayBids } from './applyBid';
import { publicBidHistory, publicLot } from './publicLot';
import { retractBid } from './retractBid';
import type { BidKind, Decision, LotEvent, LotState } from './types';

const dollars = (value: number) => Math.round(value * 100);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = Date.UTC(2026, 5, 1, 15, 0);
const CLOSE = START + 24 * HOUR;
const DURING = START + HOUR;

function lot(overrides: Partial<NewLot> = {}): LotState {
  return createLot({ openingBid: dollars(100), startsAt: START, closesAt: CLOSE, ...overrides });
}

function accepted(decision: Decision): { state: LotState; events: readonly LotEvent[] } {
  if (!decision.ok) throw new Error(`rejected: ${decision.rejection.message}`);
  return decision;
}

function bid(state: LotState, bidderId: string, amount: number, kind: BidKind = 'maximum', now = DURING): LotState {
  return accepted(placeBid(state, { bidderId, kind, amount: dollars(amount) }, now)).state;
}

function rejection(decision: Decision): string {
  if (decision.ok) throw new Error('accepted');
  return decision.rejection.message;
}

function bids(state: LotState, ...placed: [string, number, BidKind?][]): LotState {
  return placed.reduce((lotState, [bidderId, amount, kind]) => bid(lotState, bidderId, amount, kind), state);
}

describe('proxy bidding', () => {
  it('opens at the opening bid, whatever the first maximum', () => {
    const state = bid(lot(), 'a', 150);
    expect(state).toMatchObject({ price: dollars(100), leaderId: 'a', leaderMaximum: dollars(150), bidCount: 1 });
  });

  it('a challenger at or below the leader maximum raises the price to their maximum + increment', () => {
    const state = bids(lot(), ['a', 150], ['b', 120]);
    expect(state).toMatchObject({ price: dollars(122.5), leaderId: 'a', leaderMaximum: dollars(150), bidCount: 2 });
  });

  it('the leader maximum caps that raise', () => {
    const state = bids(lot(), ['a', 150], ['b', 149]);
    expect(state).toMatchObject({ price: dollars(150), leaderId: 'a' });
  });

  it('a challenger above the leader maximum leads at leader maximum + increment', () => {
    const state = bids(lot(), ['a', 150], ['b', 200]);
    expect(state).toMatchObject({ price: dollars(152.5), leaderId: 'b', leaderMaximum: dollars(200) });
  });

  it('a challenger just above the leader maximum leads at their own maximum', () => {
    const state = bids(lot(), ['a', 150], ['b', 151]);
    expect(state).toMatchObject({ price: dollars(151), leaderId: 'b' });
  });

  it('equal maximums go to the earlier bid', () => {
    const state = bids(lot(), ['a', 150], ['b', 150]);
    expect(state).toMatchObject({ price: dollars(150), leaderId: 'a', leaderMaximum: dollars(150) });
  });

  it('the leader raising their own maximum leaves the price alone', () => {
    const state = bids(lot(), ['a', 150], ['b', 120], ['a', 300]);
    expect(state).toMatchObject({ price: dollars(122.5), leaderId: 'a', leaderMaximum: dollars(300), bidCount: 3 });
  });

  it('the leader must go at least one increment above their own maximum', () => {
    const state = bids(lot(), ['a', 150], ['b', 120]);
    expect(rejection(placeBid(state, { bidderId: 'a', kind: 'maximum', amount: dollars(152) }, DURING))).toBe(
      'Enter $152.50 or more',
    );
  });

  it('a bid below the next minimum bid is refused with the spec message', () => {
    const state = bid(lot(), 'a', 150);
    expect(rejection(placeBid(state, { bidderId: 'b', kind: 'maximum', amount: dollars(102) }, DURING))).toBe(
      'Enter $102.50 or more',
    );
    expect(rejection(placeBid(lot(), { bidderId: 'b', kind: 'maximum', amount: dollars(99.99) }, DURING))).toBe(
      'Enter $100.00 or more',
    );
  });

  it('refuses amounts that are not whole positive cents', () => {
    for (const amount of [0, -500, 10_000.5, Number.NaN, Number.POSITIVE_INFINITY, 1_000_000_000_00]) {
      expect(rejection(placeBid(lot(), { bidderId: 'a', kind: 'maximum', amount }, DURING))).toBe('Enter Bid Amount');
    }
  });
});

describe('the reserve', () => {
  const reserved = () => lot({ reserve: dollars(500) });

  it('stays unmet while every maximum is below it', () => {
    const state = bids(reserved(), ['a', 300], ['b', 450]);
    expect(state).toMatchObject({ price: dollars(305), leaderId: 'b' });
    expect(publicLot(state).reserveMet).toBe(false);
  });

  it('the price jumps to the reserve when the leading maximum reaches it', () => {
    const state = bids(reserved(), ['a', 300], ['b', 600]);
    expect(state).toMatchObject({ price: dollars(500), leaderId: 'b' });
    expect(publicLot(state).reserveMet).toBe(true);
  });

  it('a first maximum at the reserve opens at the reserve', () => {
    expect(bid(reserved(), 'a', 700).price).toBe(dollars(500));
  });

  it('the leader raising to exactly the reserve meets it, never above their maximum', () => {
    const state = bids(reserved(), ['a', 300], ['a', 500]);
    expect(state).toMatchObject({ price: dollars(500), leaderMaximum: dollars(500) });
  });

  it('once met, the leader raising leaves the price alone', () => {
    const state = bids(reserved(), ['a', 600], ['a', 900]);
    expect(state.price).toBe(dollars(500));
  });

  it('0 means no reserve, as rprice does', () => {
    expect(lot({ reserve: 0 }).rules.reserve).toBeNull();
    expect(publicLot(bid(lot({ reserve: 0 }), 'a', 100)).reserveMet).toBe(true);
  });
});

describe('hard bids', () => {
  it('a hard bid that leads is exactly its amount', () => {
    const state = bids(lot(), ['a', 150], ['b', 160, 'hard']);
    expect(state).toMatchObject({ price: dollars(160), leaderId: 'b', leaderMaximum: dollars(160) });
  });

  it('a first hard bid sets the price to its amount', () => {
    expect(bid(lot(), 'a', 130, 'hard').price).toBe(dollars(130));
  });

  it('a hard bid below the leader maximum is answered by the proxy', () => {
    const state = bids(lot(), ['a', 150], ['b', 130, 'hard']);
    expect(state).toMatchObject({ price: dollars(132.5), leaderId: 'a' });
  });

  it('the leader cannot place a hard bid against themselves', () => {
    const state = bid(lot(), 'a', 150);
    expect(rejection(placeBid(state, { bidderId: 'a', kind: 'hard', amount: dollars(200) }, DURING))).toBe(
      'You are already the highest bidder.',
    );
  });

  it('on a live lot a hard bid must be a multiple of the increment, or the next minimum bid itself', () => {
    let state = lot({ live: true, openingBid: dollars(37.1) });
    state = bid(state, 'a', 37.1, 'hard');
    expect(publicLot(state).nextMinimumBid).toBe(dollars(38.1));
    expect(rejection(placeBid(state, { bidderId: 'b', kind: 'hard', amount: dollars(39.5) }, DURING))).toBe(
      'Please Enter Valid Value.Bid Amount Should Be Multiples Of Bid Increment.',
    );
    expect(bid(state, 'b', 38.1, 'hard').price).toBe(dollars(38.1));
    expect(bid(state, 'b', 40, 'hard').price).toBe(dollars(40));
    expect(bid(state, 'b', 39.5, 'maximum').leaderId).toBe('b');
  });
});

describe('when bids are taken', () => {
  it('a timed lot refuses bids before its start', () => {
    expect(rejection(placeBid(lot(), { bidderId: 'a', kind: 'maximum', amount: dollars(100) }, START - 1))).toBe(
      'Auction is not started!',
    );
  });

  it('a live lot takes absentee bids before its start', () => {
    expect(bid(lot({ live: true }), 'a', 100, 'maximum', START - HOUR).leaderId).toBe('a');
  });

  it('the lot on the block takes the room’s hard bids, not maximum bids from elsewhere', () => {
    const onTheBlock = { bidderId: 'a', amount: dollars(100), onTheBlock: true } as const;
    expect(rejection(placeBid(lot({ live: true }), { ...onTheBlock, kind: 'maximum' }, DURING))).toBe(
      'This lot is live now. Enter Live Auction to bid.',
    );
    expect(accepted(placeBid(lot({ live: true }), { ...onTheBlock, kind: 'hard' }, DURING)).state.leaderId).toBe('a');
    expect(bid(lot({ live: true }), 'a', 100, 'maximum').leaderId).toBe('a');
  });

  it('no lot takes bids at or after its close', () => {
    expect(rejection(placeBid(lot(), { bidderId: 'a', kind: 'maximum', amount: dollars(100) }, CLOSE))).toBe(
      'Auction Closed',
    );
  });

  it('a closed lot takes no bids', () => {
    const sold = accepted(closeLot(bid(lot(), 'a', 100), CLOSE)).state;
    expect(rejection(placeBid(sold, { bidderId: 'b', kind: 'maximum', amount: dollars(200) }, CLOSE - 1))).toBe(
      'Auction Closed',
    );
  });
});

describe('soft close (belowFive)', () => {
  const nearEnd = () => bid(lot(), 'a', 150, 'maximum', CLOSE - HOUR);

  it('a bid that changes the price in the last 5 minutes extends the close to 5 minutes after it', () => {
    const now = CLOSE - 2 * MINUTE;
    const decision = accepted(placeBid(nearEnd(), { bidderId: 'b', kind: 'maximum', amount: dollars(120) }, now));
    expect(decision.state).toMatchObject({ closesAt: now + 5 * MINUTE, extensionCount: 1 });
    expect(decision.events).toContainEqual({
      type: 'closingExtended',
      audience: 'everyone',
      closesAt: now + 5 * MINUTE,
      extensionCount: 1,
    });
  });

  it('the extended close falls on the next whole second, so countdowns that tick on seconds end on it', () => {
    const now = CLOSE - 2 * MINUTE + 250;
    const decision = accepted(placeBid(nearEnd(), { bidderId: 'b', kind: 'maximum', amount: dollars(120) }, now));
    expect(decision.state.closesAt).toBe(CLOSE - 2 * MINUTE + 5 * MINUTE + 1000);
  });

  it('counts each extension', () => {
    let state = nearEnd();
    state = bid(state, 'b', 120, 'maximum', CLOSE - MINUTE);
    state = bid(state, 'c', 130, 'maximum', state.closesAt - MINUTE);
    expect(state.extensionCount).toBe(2);
    expect(state.closesAt).toBe(CLOSE - MINUTE + 4 * MINUTE + 5 * MINUTE);
  });

  it('a bid that does not change the price does not extend', () => {
    const state = bid(nearEnd(), 'a', 300, 'maximum', CLOSE - MINUTE);
    expect(state).toMatchObject({ closesAt: CLOSE, extensionCount: 0 });
  });

  it('a bid with 5 minutes or more left does not extend', () => {
    expect(bid(nearEnd(), 'b', 120, 'maximum', CLOSE - 5 * MINUTE)).toMatchObject({ closesAt: CLOSE });
    expect(bid(nearEnd(), 'b', 120, 'maximum', CLOSE - 6 * MINUTE)).toMatchObject({ closesAt: CLOSE });
  });

  it('the window is configurable per auction, and 0 turns it off', () => {
    const ten = bid(lot({ softCloseMinutes: 10 }), 'a', 150, 'maximum', CLOSE - HOUR);
    expect(bid(ten, 'b', 120, 'maximum', CLOSE - 8 * MINUTE).closesAt).toBe(CLOSE + 2 * MINUTE);
    const off = bid(lot({ softCloseMinutes: 0 }), 'a', 150, 'maximum', CLOSE - HOUR);
    expect(bid(off, 'b', 120, 'maximum', CLOSE - MINUTE).closesAt).toBe(CLOSE);
  });
});

describe('events', () => {
  it('tell everyone the new price and only the bidder their maximum', () => {
    const first = accepted(placeBid(lot(), { bidderId: 'a', kind: 'maximum', amount: dollars(150) }, DURING));
    const { events } = accepted(
      placeBid(first.state, { bidderId: 'b', kind: 'maximum', amount: dollars(200) }, DURING),
    );
    const lotView = {
      market_status: 'open',
      price: dollars(152.5),
      leaderId: 'b',
      bidCount: 2,
      nextMinimumBid: dollars(155),
      reserveMet: true,
      startsAt: START,
      closesAt: CLOSE,
      extensionCount: 0,
    };
    expect(events).toEqual([
      {
        type: 'lotUpdated',
        audience: 'everyone',
        cause: 'bid',
        lot: lotView,
        bid: {
          sequence: 2,
          bidderId: 'b',
          kind: 'maximum',
          amount: dollars(152.5),
          placedAt: DURING,
          automatic: false,
        },
      },
      {
        type: 'bidAccepted',
        audience: 'bidder',
        bidderId: 'b',
        kind: 'maximum',
        amount: dollars(200),
        ownMaximum: dollars(200),
        leading: true,
        lot: lotView,
      },
      { type: 'outbid', audience: 'bidder', bidderId: 'a', lot: lotView },
    ]);
    expect(JSON.stringify(events.filter((event) => event.audience === 'everyone'))).not.toContain(String(dollars(200)));
  });

  it('tell a challenger who did not take the lead so, without the leader maximum', () => {
    const state = bid(lot(), 'a', 150);
    const { events } = accepted(placeBid(state, { bidderId: 'b', kind: 'maximum', amount: dollars(120) }, DURING));
    expect(events.map((event) => event.type)).toEqual(['lotUpdated', 'bidAccepted']);
    expect(events[1]).toMatchObject({ bidderId: 'b', leading: false, ownMaximum: dollars(120) });
    expect(JSON.stringify(events)).not.toContain(String(dollars(150)));
  });

  const history = (state: LotState) =>
    publicBidHistory(state).map(({ bidderId, amount, automatic }) => [bidderId, amount / 100, automatic]);

  it('the bid history shows the price a leading bid left and the amount of a beaten one, newest first', () => {
    expect(history(bids(lot(), ['a', 150], ['c', 200]))).toEqual([
      ['c', 152.5, false],
      ['a', 150, true],
      ['a', 100, false],
    ]);
  });

  it('the bid history shows the leader maximum answering a challenger, at the price it left', () => {
    const state = bids(lot(), ['a', 150], ['b', 120], ['b', 149]);
    expect(history(state)).toEqual([
      ['a', 150, true],
      ['b', 149, false],
      ['a', 122.5, true],
      ['b', 120, false],
      ['a', 100, false],
    ]);
    expect(publicBidHistory(state)[0]).toMatchObject({ amount: state.price, bidderId: state.leaderId });
  });

  it('a leader maximum beaten before it rose shows no automatic bid; an equal maximum keeps the lead', () => {
    expect(history(bids(lot(), ['a', 150], ['b', 300]))).toEqual([
      ['b', 152.5, false],
      ['a', 150, true],
      ['a', 100, false],
    ]);
    expect(history(bids(lot(), ['a', 101], ['b', 120], ['c', 150]))).toEqual([
      ['c', 122.5, false],
      ['b', 120, true],
      ['b', 103.5, false],
      ['a', 101, true],
      ['a', 100, false],
    ]);
    expect(history(bids(lot(), ['a', 150], ['b', 150]))).toEqual([
      ['a', 150, true],
      ['b', 150, false],
      ['a', 100, false],
    ]);
  });

  it('the history never shows a standing maximum, and its newest row is the lot as everyone sees it', () => {
    const state = bids(lot(), ['a', 500], ['b', 120], ['c', 200, 'hard'], ['a', 900]);
    const rows = publicBidHistory(state);
    expect(rows.map((row) => row.amount)).not.toContain(dollars(500));
    expect(rows.map((row) => row.amount)).not.toContain(dollars(900));
    expect(rows.filter((row) => row.bidderId === 'a' && !row.automatic)).toHaveLength(2);
  });
});

describe('retraction', () => {
  const liveBeforeStart = () => lot({ live: true });
  const early = START - HOUR;

  it('removes the leader bid and recomputes from the remaining ones', () => {
    let state = liveBeforeStart();
    state = bid(state, 'a', 150, 'maximum', early);
    state = bid(state, 'b', 200, 'maximum', early);
    const decision = accepted(retractBid(state, { bidderId: 'b' }, early));
    expect(decision.state).toMatchObject({
      price: dollars(100),
      leaderId: 'a',
      leaderMaximum: dollars(150),
      bidCount: 1,
    });
    expect(decision.events.map((event) => [event.type, event.audience])).toEqual([
      ['lotUpdated', 'everyone'],
      ['retractionAccepted', 'bidder'],
    ]);
  });

  it('removes only the latest bid of the leader', () => {
    let state = liveBeforeStart();
    state = bid(state, 'a', 150, 'maximum', early);
    state = bid(state, 'b', 120, 'maximum', early);
    state = bid(state, 'a', 300, 'maximum', early);
    const next = accepted(retractBid(state, { bidderId: 'a' }, early)).state;
    expect(next).toMatchObject({ price: dollars(122.5), leaderId: 'a', leaderMaximum: dollars(150), bidCount: 2 });
  });

  it('is refused to anyone but the highest bidder', () => {
    let state = liveBeforeStart();
    state = bid(state, 'a', 150, 'maximum', early);
    state = bid(state, 'b', 120, 'maximum', early);
    expect(rejection(retractBid(state, { bidderId: 'b' }, early))).toBe('Only the highest bidder can retract a bid.');
  });

  it('is refused once the lot has started', () => {
    const state = bid(liveBeforeStart(), 'a', 150, 'maximum', early);
    expect(rejection(retractBid(state, { bidderId: 'a' }, START))).toBe(
      'Bids can no longer be retracted once the auction has started.',
    );
  });
});

describe('closing (the hammer)', () => {
  it('sells to the leader at the price when the reserve is met', () => {
    const state = bids(lot(), ['a', 150], ['b', 120]);
    const decision = accepted(closeLot(state, CLOSE));
    expect(decision.state.market_status).toBe('sold');
    expect(decision.events).toEqual([
      expect.objectContaining({ type: 'lotClosed', market_status: 'sold', winnerId: 'a', hammerPrice: dollars(122.5) }),
      { type: 'lotWon', audience: 'bidder', bidderId: 'a', hammerPrice: dollars(122.5) },
      { type: 'lotLost', audience: 'bidder', bidderId: 'b' },
    ]);
  });

  it('closes without a winner when the reserve is not met', () => {
    const state = bids(lot({ reserve: dollars(500) }), ['a', 150], ['b', 120]);
    const decision = accepted(closeLot(state, CLOSE));
    expect(decision.state.market_status).toBe('closed');
    expect(decision.events.map((event) => event.type)).toEqual(['lotClosed', 'lotLost', 'lotLost']);
  });

  it('waits for the close time of a timed lot', () => {
    expect(rejection(closeLot(lot(), CLOSE - 1))).toBe('This lot has not ended yet.');
  });

  it('awards a live lot when the auctioneer says so and sets its close to now', () => {
    const state = bid(lot({ live: true }), 'a', 150);
    const decision = accepted(decide(state, { type: 'closeLot' }, DURING));
    expect(decision.state).toMatchObject({ market_status: 'sold', closesAt: DURING });
  });

  it('closes once', () => {
    const closed = accepted(closeLot(lot(), CLOSE)).state;
    expect(rejection(closeLot(closed, CLOSE))).toBe('Auction Closed');
  });
});

describe('replayBids', () => {
  it('rebuilds a lot from its stored bids, without their shown amounts', () => {
    const state = bids(lot({ reserve: dollars(140) }), ['a', 150], ['b', 145], ['c', 160, 'hard'], ['a', 300]);
    const stored = state.bids.map(({ shownAmount: _shown, ...row }) => row);
    expect(replayBids(lot({ reserve: dollars(140) }), stored)).toEqual({ ...state, closesAt: CLOSE });
    expect(state).toMatchObject({ price: dollars(162.5), leaderId: 'a', bidCount: 4 });
  });
});

describe('decide', () => {
  it('routes each command', () => {
    const state = accepted(
      decide(
        lot({ live: true }),
        { type: 'placeBid', bidderId: 'a', kind: 'maximum', amount: dollars(150) },
        START - 1,
      ),
    ).state;
    expect(state.leaderId).toBe('a');
    expect(accepted(decide(state, { type: 'retractBid', bidderId: 'a' }, START - 1)).state.leaderId).toBeNull();
  });
});
