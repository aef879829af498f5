import { describe, expect, it } from 'vitest';
import { biddableLot, biddingAllowed, type BiddableLot } from './biddingAllowed';
import { bidStatus, type BidStatusInput } from './bidStatus';
import { liveBidderRefusal, liveRegistrationState } from './liveRegistration';
import { dashboardStatus, lotStatusLabel, type LotForStatus } from './lotStatus';
import { isLive } from './marketStatus';
import { bannerTone, displayBidStatus } from './tone';

const openLot: LotForStatus = { market_status: 'open', highbid_user_id: 7, wprice: 12_000, reserve_met: 1 };

describe('lotStatusLabel (dashboard and timed lots)', () => {
  it('Winning: top bidder, reserve reached, lot open', () => {
    expect(lotStatusLabel(openLot, '7', true)).toBe('Winning');
    expect(lotStatusLabel({ ...openLot, reserve_met: 1 }, 7, true)).toBe('Winning');
  });

  it('Won once sold', () => {
    expect(lotStatusLabel({ ...openLot, market_status: 'sold' }, 7, true)).toBe('Won');
  });

  it('Losing for a bidder who is not top, Lost once sold', () => {
    expect(lotStatusLabel(openLot, 8, true)).toBe('Losing');
    expect(lotStatusLabel({ ...openLot, market_status: 'sold' }, 8, true)).toBe('Lost');
  });

  it('Bid Now for anything else', () => {
    expect(lotStatusLabel(openLot, 8, false)).toBe('Bid Now');
    expect(lotStatusLabel(openLot, null, false)).toBe('Bid Now');
    expect(lotStatusLabel({ ...openLot, reserve_met: 0 }, 7, true)).toBe('Bid Now');
  });

  it('Lost when the lot ended without a sale for anyone who bid', () => {
    expect(lotStatusLabel({ ...openLot, market_status: 'closed' }, 8, true)).toBe('Lost');
    expect(lotStatusLabel({ ...openLot, market_status: 'unsold', reserve_met: 0 }, 7, true)).toBe('Lost');
  });

  it('the dashboard compares the highest bidder with the user', () => {
    expect(dashboardStatus({ highest_bidder_user_id: 7 }, '7')).toBe('Winning');
    expect(dashboardStatus({ highest_bidder_user_id: 7 }, 8)).toBe('Losing');
    expect(dashboardStatus({ highest_bidder_user_id: null }, 8)).toBe('Losing');
  });
});

describe('bidStatus (the personal banner)', () => {
  const base: BidStatusInput = {
    market_status: 'open',
    price: 12_250,
    leading: true,
    hasBid: true,
    reserveMet: true,
    ownMaximum: 12_250,
  };

  it.each<[string, Partial<BidStatusInput>, string, string, string]>([
    ['winning at amount', {}, 'winning', 'You are winning at US $122.50', 'positive'],
    [
      'winning with proxy bid placed',
      { ownMaximum: 30_000 },
      'winningWithProxy',
      'You are winning at US $122.50 with your proxy bid of US $300.00 placed',
      'positive',
    ],
    [
      'bid placed but reserve not yet met',
      { reserveMet: false },
      'reserveNotMet',
      'Your bid is placed but the reserve is not yet met',
      'caution',
    ],
    [
      'outbid with the current leading bid',
      { leading: false },
      'outbid',
      'You have been outbid. The current leading bid is US $122.50',
      'critical',
    ],
    ['bought for amount', { market_status: 'sold' }, 'bought', 'You bought this lot for US $122.50', 'positive'],
    ['lost', { market_status: 'sold', leading: false }, 'lost', 'You lost this lot', 'critical'],
    ['lost without a sale', { market_status: 'closed', reserveMet: false }, 'lost', 'You lost this lot', 'critical'],
  ])('%s', (_, change, kind, text, tone) => {
    expect(bidStatus({ ...base, ...change })).toEqual({ kind, text, tone });
  });

  it('says nothing to a buyer who has not bid', () => {
    expect(bidStatus({ ...base, leading: false, hasBid: false })).toBeNull();
  });
});

describe('bannerTone and displayBidStatus', () => {
  it('reads the tone from the spec words, in the spec order', () => {
    expect(bannerTone('You won this lot')).toBe('positive');
    expect(bannerTone('Bought for US $5.00')).toBe('positive');
    expect(bannerTone('Lost')).toBe('critical');
    expect(bannerTone('You are losing')).toBe('critical');
    expect(bannerTone('Outbid by a proxy bid')).toBe('critical');
    expect(bannerTone('Reserve not met, but you are winning')).toBe('caution');
    expect(bannerTone('Winning with proxy bid placed')).toBe('positive');
    expect(bannerTone('proxy bid placed')).toBe('info');
    expect(bannerTone('Bid placed successfully')).toBe('neutral');
  });

  it("shows 'autoBid' as 'proxy bid'", () => {
    expect(displayBidStatus('Winning with autoBid placed')).toBe('Winning with proxy bid placed');
    expect(bannerTone(displayBidStatus('autoBid placed'))).toBe('info');
  });
});

describe('biddingAllowed', () => {
  const start = Date.UTC(2026, 5, 1, 15);
  const lot: BiddableLot = {
    market_status: 'open',
    startsAt: start,
    closesAt: start + 3_600_000,
    live: false,
    isCurrentLiveLot: false,
  };

  it('allows an open, started lot before its close', () => {
    expect(biddingAllowed(lot, start, 'listing')).toEqual({ allowed: true });
  });

  it('refuses a timed lot before its start with the message of the page', () => {
    expect(biddingAllowed(lot, start - 1, 'listing')).toMatchObject({
      allowed: false,
      message: 'Auction is not started!',
    });
    expect(biddingAllowed(lot, start - 1, 'timedLot')).toMatchObject({ message: 'Wait until auction starts!' });
  });

  it('lets a live lot take bids before the start, except in the room', () => {
    expect(biddingAllowed({ ...lot, live: true }, start - 1, 'liveLot')).toEqual({ allowed: true });
    expect(biddingAllowed({ ...lot, live: true }, start - 1, 'liveRoom')).toMatchObject({
      message: 'Live Auction Not Yet Started',
    });
  });

  it("reads the API's lot: its dates, con_check however spelled, on the block or not", () => {
    const listed = {
      market_status: 'open' as const,
      date_added: '2026-06-01T15:00:00.000Z',
      date_closed: '2026-06-01T16:00:00.000Z',
    };
    expect(biddableLot({ ...listed, con_check: 0 }, false)).toEqual(lot);
    expect(biddableLot({ ...listed, con_check: '1' }, true)).toEqual({ ...lot, live: true, isCurrentLiveLot: true });
  });

  it('refuses a lot that is not open or past its close', () => {
    expect(biddingAllowed({ ...lot, market_status: 'sold' }, start, 'listing')).toMatchObject({ reason: 'closed' });
    expect(biddingAllowed(lot, lot.closesAt, 'timedLot')).toMatchObject({ message: 'Auction Closed' });
  });

  it('sends bids on the lot on the block to the live room', () => {
    const onBlock = { ...lot, live: true, isCurrentLiveLot: true };
    expect(biddingAllowed(onBlock, start, 'liveLot')).toMatchObject({ allowed: false, reason: 'liveNow' });
    expect(biddingAllowed(onBlock, start, 'liveRoom')).toEqual({ allowed: true });
    expect(biddingAllowed({ ...onBlock, isCurrentLiveLot: false }, start, 'liveLot')).toEqual({ allowed: true });
  });
});

describe('live registration', () => {
  it('reads isRegistered and is_register_active (1 pending, 0 approved)', () => {
    expect(liveRegistrationState(0, 0)).toBe('unregistered');
    expect(liveRegistrationState(false, null)).toBe('unregistered');
    expect(liveRegistrationState(1, 1)).toBe('pending');
    expect(liveRegistrationState(1, '0')).toBe('approved');
  });

  it('refuses bids from buyers who are not approved', () => {
    expect(liveBidderRefusal('pending')).toBe('Please Register Live Auction And Participate.');
    expect(liveBidderRefusal('unregistered')).toBe('Please Register Live Auction And Participate.');
    expect(liveBidderRefusal('approved')).toBeNull();
  });
});

describe('isLive', () => {
  it('reads con_check: 1 is live, anything else timed', () => {
    expect(isLive(1)).toBe(true);
    expect(isLive('1')).toBe(true);
    expect(isLive(0)).toBe(false);
    expect(isLive(null)).toBe(false);
    expect(isLive('')).toBe(false);
  });
});
