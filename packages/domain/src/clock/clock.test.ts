import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdown, countdownParts } from './countdown';
import { lotsRemaining, percentCompleted } from './progress';
import {
  addServerTimeSample,
  CLOCK_SAMPLE_MAX_AGE_MS,
  createServerClock,
  msUntilNextSecond,
  serverNow,
} from './serverClock';

describe('the server clock', () => {
  it('reads the local clock until it has a sample', () => {
    expect(serverNow(createServerClock(), 1_000)).toBe(1_000);
  });

  it('estimates the offset from a request round trip, the server answering half-way', () => {
    const clock = addServerTimeSample(createServerClock(), { sentAt: 1_000, receivedAt: 1_200, serverTime: 51_100 });
    expect(clock).toEqual({ offset: 50_000, roundTrip: 200, sampledAt: 1_200 });
    expect(serverNow(clock, 2_000)).toBe(52_000);
  });

  it('keeps the sample with the lowest round trip', () => {
    let clock = addServerTimeSample(createServerClock(), { sentAt: 0, receivedAt: 400, serverTime: 10_300 });
    clock = addServerTimeSample(clock, { sentAt: 1_000, receivedAt: 1_040, serverTime: 11_000 });
    expect(clock).toMatchObject({ offset: 9_980, roundTrip: 40 });
    clock = addServerTimeSample(clock, { sentAt: 2_000, receivedAt: 2_300, serverTime: 12_500 });
    expect(clock).toMatchObject({ offset: 9_980, roundTrip: 40 });
  });

  it('the estimate is never off by more than half the kept round trip', () => {
    const sample = fc.record({
      gap: fc.integer({ min: 0, max: 10_000 }),
      roundTrip: fc.integer({ min: 0, max: 5_000 }),
      answeredAfter: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(sample, { minLength: 1, maxLength: 40 }),
        (offset, samples) => {
          let clock = createServerClock();
          let sentAt = 0;
          for (const { gap, roundTrip, answeredAfter } of samples) {
            sentAt += gap;
            const answeredAt = sentAt + Math.round(roundTrip * answeredAfter);
            clock = addServerTimeSample(clock, {
              sentAt,
              receivedAt: sentAt + roundTrip,
              serverTime: answeredAt + offset,
            });
          }
          expect(Math.abs(clock.offset - offset)).toBeLessThanOrEqual((clock.roundTrip ?? 0) / 2);
          expect(clock.roundTrip).toBe(Math.min(...samples.map((entry) => entry.roundTrip)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('uses a pushed reading (sliservertime) only while no round-trip sample is fresh', () => {
    let clock = addServerTimeSample(createServerClock(), { receivedAt: 1_000, serverTime: 6_000 });
    expect(clock).toMatchObject({ offset: 5_000, roundTrip: Number.POSITIVE_INFINITY });
    clock = addServerTimeSample(clock, { sentAt: 2_000, receivedAt: 2_100, serverTime: 7_150 });
    expect(clock).toMatchObject({ offset: 5_100, roundTrip: 100 });
    clock = addServerTimeSample(clock, { receivedAt: 3_000, serverTime: 9_000 });
    expect(clock.offset).toBe(5_100);
  });

  it('moves the offset up to what a pushed reading proves, within the kept round trip', () => {
    // The answer came back 300 ms late: the half-way guess puts the server 150 ms behind where it is.
    let clock = addServerTimeSample(createServerClock(), { sentAt: 1_000, receivedAt: 1_310, serverTime: 6_005 });
    expect(clock).toMatchObject({ offset: 4_850, roundTrip: 310 });
    clock = addServerTimeSample(clock, { receivedAt: 2_003, serverTime: 6_999 });
    expect(clock).toMatchObject({ offset: 4_996, roundTrip: 310, sampledAt: 1_310 });
    // A reading that arrived late proves less, and never moves the offset back down.
    clock = addServerTimeSample(clock, { receivedAt: 3_050, serverTime: 7_999 });
    expect(clock.offset).toBe(4_996);
  });

  it('lets a stale sample give way to a newer one', () => {
    let clock = addServerTimeSample(createServerClock(), { sentAt: 0, receivedAt: 10, serverTime: 5_005 });
    const atLimit = 10 + CLOCK_SAMPLE_MAX_AGE_MS;
    clock = addServerTimeSample(clock, { sentAt: atLimit - 50, receivedAt: atLimit, serverTime: 0 });
    expect(clock).toMatchObject({ sampledAt: 10, offset: 5_000 });
    clock = addServerTimeSample(clock, { sentAt: atLimit + 1 - 50, receivedAt: atLimit + 1, serverTime: atLimit });
    expect(clock).toMatchObject({ sampledAt: atLimit + 1, offset: 24, roundTrip: 50 });
  });

  it('ticks on the server second', () => {
    const clock = addServerTimeSample(createServerClock(), { sentAt: 0, receivedAt: 0, serverTime: 250 });
    expect(msUntilNextSecond(clock, 0)).toBe(750);
    expect(msUntilNextSecond(clock, 750)).toBe(1_000);
  });
});

describe('countdown', () => {
  const startsAt = Date.UTC(2026, 5, 1, 15);
  const closesAt = startsAt + 2 * 86_400_000;

  it.each([
    [true, startsAt - 1, 'beforeStart', 'Live Auction Starts In:'],
    [false, startsAt - 1, 'beforeStart', 'Timed Auction Starts In:'],
    [true, startsAt, 'running', 'Live Auction Ends In:'],
    [false, closesAt - 1, 'running', 'Timed Auction Ends In:'],
    [true, closesAt, 'closed', 'Auction Closed'],
    [false, closesAt + 1, 'closed', 'Auction Closed'],
  ] as const)('live=%s at %d: %s, %s', (live, now, phase, label) => {
    expect(countdown({ startsAt, closesAt, live }, now)).toMatchObject({ phase, label });
  });

  it("an auction card shows 'Live Auction Started' once a live auction has started", () => {
    expect(countdown({ startsAt, closesAt, live: true, variant: 'card' }, startsAt)).toMatchObject({
      label: 'Live Auction Started',
    });
    expect(countdown({ startsAt, closesAt, live: false, variant: 'card' }, startsAt).label).toBe(
      'Timed Auction Ends In:',
    );
  });

  it('reads Auction Closed once the lot is no longer open, whatever the time', () => {
    expect(countdown({ startsAt, closesAt, live: true, market_status: 'sold' }, startsAt).label).toBe('Auction Closed');
  });

  it('counts down in days, hours, minutes and seconds', () => {
    const result = countdown({ startsAt, closesAt, live: false }, startsAt - (86_400_000 + 3_723_000 + 999));
    expect(result.parts).toEqual({ days: 1, hours: 1, minutes: 2, seconds: 3 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('percentCompleted', () => {
  it('is closed lots / total lots × 100', () => {
    expect(percentCompleted(3, 12)).toBe(25);
    expect(percentCompleted(12, 12)).toBe(100);
    expect(percentCompleted(0, 0)).toBe(0);
    expect(lotsRemaining(3, 12)).toBe(9);
  });
});
